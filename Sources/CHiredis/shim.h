#ifndef NAVMIRROR_CHIREDIS_SHIM_H
#define NAVMIRROR_CHIREDIS_SHIM_H
#include <hiredis/hiredis.h>
#include <hiredis/async.h>
#endif
