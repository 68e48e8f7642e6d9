// libFuzzer's C entry point, for fuzz targets that are SwiftPM executables: SwiftPM gives an
// executable its own `main`, which hands the command line to libFuzzer through this.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
