#ifndef NAVMIRROR_COPENSSL_SHIM_H
#define NAVMIRROR_COPENSSL_SHIM_H
#include <openssl/sha.h>
#include <openssl/ssl.h>
#include <openssl/err.h>

/// SSL_CTX_set_mode and SSL_CTX_set_min_proto_version are macros; Swift cannot call macros.
/// The modes let a non-blocking server write partially, retry a write from a moved buffer
/// (Swift arrays move), and free the 34 KiB of TLS record buffers while a connection idles.
static inline void navmirror_SSL_CTX_configure_server(SSL_CTX *context) {
  SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER
                                | SSL_MODE_RELEASE_BUFFERS);
  SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}
#endif
