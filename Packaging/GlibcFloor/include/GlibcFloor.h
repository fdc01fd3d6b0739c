// The wrapper the portable link puts in place of hypotf (see hypotf.c). Nothing calls it by
// name: the linker's --wrap=hypotf sends every reference to hypotf here.
#ifndef SLIDERSPEECH_GLIBC_FLOOR_H
#define SLIDERSPEECH_GLIBC_FLOOR_H

__attribute__((visibility("hidden"))) float __wrap_hypotf(float x, float y);

#endif
