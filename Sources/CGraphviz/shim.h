#ifndef NAVMIRROR_CGRAPHVIZ_SHIM_H
#define NAVMIRROR_CGRAPHVIZ_SHIM_H
#include <gvc.h>

/// agget takes a mutable name it never writes; Swift passes string literals as const pointers.
static inline const char *navmirror_agget(void *object, const char *name) {
  return agget(object, (char *)name);
}
#endif
