// libxml2, found through pkg-config (libxml-2.0; Debian: libxml2-dev), for reading Android
// resource files. The module is not named libxml2, which would clash with Apple's SDK.
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
