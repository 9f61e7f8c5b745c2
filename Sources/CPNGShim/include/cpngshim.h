#ifndef CPNGSHIM_H
#define CPNGSHIM_H
#include <stddef.h>
#include <stdint.h>
// placeholder; the Raster owner writes the encoder here.
int cpngshim_version(void);
#endif
