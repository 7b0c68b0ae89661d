/* What TwoPane needs written in C: its GObject types, algorithms over a widget's event
 * controllers, and releasing GTK objects on the main thread. */
#include "twopane_width_bin.h"
#include "twopane_row_body.h"
#include "twopane_position_model.h"
#include "twopane_row_subset_model.h"
#include "twopane_widget_controllers.h"
#include "twopane_main_thread.h"
#include "twopane_emitter.h"
#include "twopane_desktop_style.h"
#include "twopane_at_listeners.h"
#include "twopane_window_buttons.h"
