// Linked only into the binary the Python wheel ships (SLIDER_SPEECH_PORTABLE_BINARY=1 in
// Package.swift). glibc 2.35 gave hypotf a new symbol version; a binary linked here binds its
// reference to that one, and glibc 2.34 (RHEL 9, Amazon Linux 2023) would refuse to start it.
// The link wraps hypotf (--wrap=hypotf), and the wrapper calls the version that every x86_64
// glibc has, GLIBC_2.2.5: glibc's earlier implementation of the same function. (The reference
// comes from the Swift runtime's Glibc overlay; the tool computes no hypotenuse.)
#include "GlibcFloor.h"

float sliderspeech_hypotf_glibc_2_2_5(float x, float y);
__asm__(".symver sliderspeech_hypotf_glibc_2_2_5, hypotf@GLIBC_2.2.5");

float __wrap_hypotf(float x, float y) {
    return sliderspeech_hypotf_glibc_2_2_5(x, y);
}
