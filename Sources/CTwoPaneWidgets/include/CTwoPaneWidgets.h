/* The GObject types TwoPane needs from C. */
#include "twopane_width_bin.h"
#include "twopane_position_model.h"
