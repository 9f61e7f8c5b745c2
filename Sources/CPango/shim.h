#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <glib.h>
/* The pixel-deciding libraries under Cairo and Pango, for the renderer fingerprint. */
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
