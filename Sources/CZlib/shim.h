#ifndef NAVMIRROR_CZLIB_SHIM_H
#define NAVMIRROR_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 and inflateInit2 are macros in zlib.h; Swift cannot call macros.
static inline int navmirror_deflateInit2(z_streamp stream, int level, int windowBits, int memLevel) {
  return deflateInit2(stream, level, Z_DEFLATED, windowBits, memLevel, Z_DEFAULT_STRATEGY);
}

static inline int navmirror_inflateInit2(z_streamp stream, int windowBits) {
  return inflateInit2(stream, windowBits);
}
#endif
