#include <isa-l/igzip_lib.h>
#include <isa-l/crc64.h>

/* The level buffers' default sizes, as constants Swift can import (the macros are expressions). */
static const unsigned int vellum_isal_level_buffer[4] = {
    ISAL_DEF_LVL0_DEFAULT, ISAL_DEF_LVL1_DEFAULT, ISAL_DEF_LVL2_DEFAULT, ISAL_DEF_LVL3_DEFAULT};
