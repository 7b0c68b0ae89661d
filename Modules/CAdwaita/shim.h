/* libadwaita from the system (Debian: libadwaita-1-dev), for its compiler and linker flags:
 * only the C of CTwoPaneAdwaita includes it; Swift calls libadwaita through that target. */
#ifndef CADWAITA_SHIM_H
#define CADWAITA_SHIM_H

#include <adwaita.h>

#endif
