#ifndef NAVMIRROR_COPENSSL_SHIM_H
#define NAVMIRROR_COPENSSL_SHIM_H
#include <openssl/sha.h>
#include <openssl/ssl.h>
#include <openssl/err.h>
#endif
