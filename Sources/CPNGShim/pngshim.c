#include "cpngshim.h"
int cpngshim_version(void) { return 1; }
