/* What TwoPane needs written in C: its GObject types and algorithms over a widget's event
 * controllers. */
#include "twopane_width_bin.h"
#include "twopane_position_model.h"
#include "twopane_widget_controllers.h"
