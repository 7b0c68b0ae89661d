/*
 * wl-virtual-pointer: a pointer for Wayland compositors that have none (a headless sway),
 * through the wlr-virtual-pointer-unstable-v1 protocol. Written for the end-to-end tests
 * (Tests/EndToEnd/wayland_session.py); built by build-tools.sh next to this file.
 *
 *   wl-virtual-pointer [--extent WxH] COMMAND [ARGUMENT...]   one command, then exit
 *   wl-virtual-pointer [--extent WxH]                         commands from stdin
 *
 * On stdin, one command a line. After each command the program waits until the compositor
 * has handled every request (wl_display_roundtrip) and prints "ok" (or "error: WHY") on
 * stdout, flushed: a caller knows the compositor has passed the events on to the clients
 * once it reads the answer. One connection keeps one virtual pointer on the seat for the
 * whole session, so clients see the pointer capability once, before they need it.
 *
 * Commands (coordinates are integers in the compositor's layout, 0..extent):
 *   move X Y                 absolute motion
 *   press [BUTTON]           BUTTON: 1 left (default), 2 middle, 3 right, or a Linux
 *   release [BUTTON]           input code such as 0x110
 *   click X Y [BUTTON]       move, press, release (three frames)
 *   scroll h|v VALUE [SOURCE]   one frame: axis VALUE + axis_source SOURCE (finger by
 *                               default; wheel, continuous, wheel-tilt)
 *   scroll-stop h|v [SOURCE]    one frame: axis_stop (a touchpad's fingers lifting)
 *   swipe X Y DX STEPS [--interval-ms N] [--rest-ms R] [--stop-after K] [--no-stop]
 *         [--vertical]
 *       a two-finger touchpad swipe: move to (X, Y), then STEPS frames of
 *       axis(horizontal, DX/STEPS) + axis_source(finger), N ms apart (default 10), then
 *       one more frame, R ms later (default N), with axis_stop: the fingers lift. The
 *       values add up to DX exactly. --rest-ms: the fingers rest that long before they
 *       lift (GTK's kinetic scrolling then sees no speed left). --stop-after K: the
 *       fingers lift after K of the STEPS motions (a swipe released early: the
 *       remaining motions never happen). --no-stop: no axis_stop (the fingers stay
 *       down; end it later with scroll-stop). --vertical: the vertical axis instead.
 *   sleep MS                 wait MS milliseconds (to shape a gesture, not to synchronise)
 *   extent W H               the layout size that absolute coordinates are relative to
 *   quit                     (or end of input) destroy the pointer and exit
 *
 * Axis values are wl_pointer's: positive is right (or down), as a touchpad reports the
 * fingers moving right (down) with natural scrolling off.
 *
 * The extent defaults to the size of the only output (its current mode / its scale):
 * give it with --extent or `extent` when there are several outputs.
 *
 * wlroots 0.15 attaches axis_source to the axis of the latest axis/axis_stop request
 * (it keeps a "current axis"), so each frame here sends axis (or axis_stop) first and
 * axis_source after it: the other order would give the first frame's axis no source.
 */

#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <linux/input-event-codes.h>
#include <wayland-client.h>

#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

struct output {
	struct wl_output *wl_output;
	int32_t width, height, scale;
};

#define MAX_OUTPUTS 8

static struct wl_display *display;
static struct wl_seat *seat;
static struct zwlr_virtual_pointer_manager_v1 *manager;
static struct zwlr_virtual_pointer_v1 *pointer;
static struct output outputs[MAX_OUTPUTS];
static int output_count;
static uint32_t extent_width, extent_height;
static char error_text[256];

static void output_geometry(void *data, struct wl_output *wl_output, int32_t x, int32_t y,
		int32_t physical_width, int32_t physical_height, int32_t subpixel,
		const char *make, const char *model, int32_t transform) {
}

static void output_mode(void *data, struct wl_output *wl_output, uint32_t flags,
		int32_t width, int32_t height, int32_t refresh) {
	struct output *output = data;
	if (flags & WL_OUTPUT_MODE_CURRENT) {
		output->width = width;
		output->height = height;
	}
}

static void output_done(void *data, struct wl_output *wl_output) {
}

static void output_scale(void *data, struct wl_output *wl_output, int32_t factor) {
	struct output *output = data;
	output->scale = factor;
}

static const struct wl_output_listener output_listener = {
	.geometry = output_geometry,
	.mode = output_mode,
	.done = output_done,
	.scale = output_scale,
};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name,
		const char *interface, uint32_t version) {
	if (strcmp(interface, wl_seat_interface.name) == 0 && seat == NULL) {
		seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
	} else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
		/* Only version-1 requests are used. */
		manager = wl_registry_bind(registry, name,
			&zwlr_virtual_pointer_manager_v1_interface, 1);
	} else if (strcmp(interface, wl_output_interface.name) == 0 && output_count < MAX_OUTPUTS) {
		struct output *output = &outputs[output_count++];
		output->scale = 1;
		output->wl_output = wl_registry_bind(registry, name, &wl_output_interface,
			version < 2 ? version : 2);
		wl_output_add_listener(output->wl_output, &output_listener, output);
	}
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
}

static const struct wl_registry_listener registry_listener = {
	.global = registry_global,
	.global_remove = registry_global_remove,
};

static uint32_t now_ms(void) {
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (uint32_t)((uint64_t)now.tv_sec * 1000 + (uint64_t)now.tv_nsec / 1000000);
}

static void sleep_ms(long ms) {
	struct timespec duration = { ms / 1000, (ms % 1000) * 1000000L };
	while (nanosleep(&duration, &duration) == -1 && errno == EINTR) {
	}
}

static bool fail(const char *text) {
	snprintf(error_text, sizeof error_text, "%s", text);
	return false;
}

static bool parse_long(const char *text, long minimum, long maximum, long *value) {
	if (text == NULL) {
		return false;
	}
	char *end;
	errno = 0;
	long parsed = strtol(text, &end, 0);
	if (errno != 0 || end == text || *end != '\0' || parsed < minimum || parsed > maximum) {
		return false;
	}
	*value = parsed;
	return true;
}

static bool parse_double(const char *text, double *value) {
	if (text == NULL) {
		return false;
	}
	char *end;
	errno = 0;
	double parsed = strtod(text, &end);
	if (errno != 0 || end == text || *end != '\0' || !isfinite(parsed)
			|| fabs(parsed) > 8000000.0) {
		return false;
	}
	*value = parsed;
	return true;
}

static bool parse_button(const char *text, uint32_t *button) {
	long value = 1;
	if (text != NULL && !parse_long(text, 1, 0x2ff, &value)) {
		return fail("BUTTON is 1, 2, 3 or a Linux input code");
	}
	switch (value) {
	case 1: *button = BTN_LEFT; break;
	case 2: *button = BTN_MIDDLE; break;
	case 3: *button = BTN_RIGHT; break;
	default:
		if (value < 0x100) {
			return fail("BUTTON is 1, 2, 3 or a Linux input code (0x100 and up)");
		}
		*button = (uint32_t)value;
	}
	return true;
}

static bool parse_axis(const char *text, uint32_t *axis) {
	if (text != NULL && strcmp(text, "h") == 0) {
		*axis = WL_POINTER_AXIS_HORIZONTAL_SCROLL;
	} else if (text != NULL && strcmp(text, "v") == 0) {
		*axis = WL_POINTER_AXIS_VERTICAL_SCROLL;
	} else {
		return fail("the axis is h or v");
	}
	return true;
}

static bool parse_source(const char *text, uint32_t *source) {
	if (text == NULL || strcmp(text, "finger") == 0) {
		*source = WL_POINTER_AXIS_SOURCE_FINGER;
	} else if (strcmp(text, "wheel") == 0) {
		*source = WL_POINTER_AXIS_SOURCE_WHEEL;
	} else if (strcmp(text, "continuous") == 0) {
		*source = WL_POINTER_AXIS_SOURCE_CONTINUOUS;
	} else if (strcmp(text, "wheel-tilt") == 0) {
		*source = WL_POINTER_AXIS_SOURCE_WHEEL_TILT;
	} else {
		return fail("the source is finger, wheel, continuous or wheel-tilt");
	}
	return true;
}

static bool ensure_extent(void) {
	if (extent_width > 0 && extent_height > 0) {
		return true;
	}
	if (output_count != 1 || outputs[0].width <= 0 || outputs[0].height <= 0) {
		return fail("no extent: give --extent WxH (or `extent W H`) unless there is exactly one output");
	}
	int32_t scale = outputs[0].scale > 0 ? outputs[0].scale : 1;
	extent_width = (uint32_t)(outputs[0].width / scale);
	extent_height = (uint32_t)(outputs[0].height / scale);
	return true;
}

static bool move_to(const char *x_text, const char *y_text) {
	long x, y;
	if (!ensure_extent()) {
		return false;
	}
	if (!parse_long(x_text, 0, extent_width, &x) || !parse_long(y_text, 0, extent_height, &y)) {
		snprintf(error_text, sizeof error_text, "X Y are integers within 0..%u, 0..%u",
			extent_width, extent_height);
		return false;
	}
	zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), (uint32_t)x, (uint32_t)y,
		extent_width, extent_height);
	zwlr_virtual_pointer_v1_frame(pointer);
	return true;
}

static void button(uint32_t code, enum wl_pointer_button_state state) {
	zwlr_virtual_pointer_v1_button(pointer, now_ms(), code, state);
	zwlr_virtual_pointer_v1_frame(pointer);
}

static void axis_frame(uint32_t axis, wl_fixed_t value, uint32_t source) {
	/* axis first: wlroots attaches axis_source to the latest axis (see the top). */
	zwlr_virtual_pointer_v1_axis(pointer, now_ms(), axis, value);
	zwlr_virtual_pointer_v1_axis_source(pointer, source);
	zwlr_virtual_pointer_v1_frame(pointer);
}

static void stop_frame(uint32_t axis, uint32_t source) {
	zwlr_virtual_pointer_v1_axis_stop(pointer, now_ms(), axis);
	zwlr_virtual_pointer_v1_axis_source(pointer, source);
	zwlr_virtual_pointer_v1_frame(pointer);
}

static bool flush(void) {
	while (wl_display_flush(display) == -1) {
		if (errno != EAGAIN) {
			return fail("lost the connection to the compositor");
		}
		/* The socket is full: let the compositor read. */
		if (wl_display_roundtrip(display) == -1) {
			return fail("lost the connection to the compositor");
		}
	}
	return true;
}

static bool swipe(char **arguments, int count) {
	long steps, interval = 10, rest = -1, stop_after = -1;
	bool stop = true;
	uint32_t axis = WL_POINTER_AXIS_HORIZONTAL_SCROLL;
	double distance;
	if (count < 4) {
		return fail("usage: swipe X Y DX STEPS [--interval-ms N] [--rest-ms R] [--stop-after K] [--no-stop] [--vertical]");
	}
	if (!parse_double(arguments[2], &distance)) {
		return fail("DX is a number");
	}
	if (!parse_long(arguments[3], 1, 10000, &steps)) {
		return fail("STEPS is an integer from 1 to 10000");
	}
	for (int index = 4; index < count; index++) {
		if (strcmp(arguments[index], "--interval-ms") == 0) {
			if (index + 1 >= count || !parse_long(arguments[++index], 0, 10000, &interval)) {
				return fail("--interval-ms takes 0..10000");
			}
		} else if (strcmp(arguments[index], "--rest-ms") == 0) {
			if (index + 1 >= count || !parse_long(arguments[++index], 0, 600000, &rest)) {
				return fail("--rest-ms takes 0..600000");
			}
		} else if (strcmp(arguments[index], "--stop-after") == 0) {
			if (index + 1 >= count || !parse_long(arguments[++index], 0, steps, &stop_after)) {
				return fail("--stop-after takes 0..STEPS");
			}
		} else if (strcmp(arguments[index], "--no-stop") == 0) {
			stop = false;
		} else if (strcmp(arguments[index], "--vertical") == 0) {
			axis = WL_POINTER_AXIS_VERTICAL_SCROLL;
		} else {
			snprintf(error_text, sizeof error_text, "unknown swipe option %s", arguments[index]);
			return false;
		}
	}
	if (!move_to(arguments[0], arguments[1])) {
		return false;
	}
	long motions = stop_after >= 0 ? stop_after : steps;
	wl_fixed_t sent = 0;
	for (long step = 1; step <= motions; step++) {
		if (!flush()) {
			return false;
		}
		if (step > 1) {
			sleep_ms(interval);
		}
		/* Cumulative rounding: the values add up to DX exactly (in 1/256 px). */
		wl_fixed_t target = wl_fixed_from_double(distance * (double)step / (double)steps);
		axis_frame(axis, target - sent, WL_POINTER_AXIS_SOURCE_FINGER);
		sent = target;
	}
	if (stop) {
		if (!flush()) {
			return false;
		}
		if (motions > 0) {
			sleep_ms(rest >= 0 ? rest : interval);
		}
		stop_frame(axis, WL_POINTER_AXIS_SOURCE_FINGER);
	}
	return true;
}

/* Runs one command (already split into words); false with error_text set on failure. */
static bool run(char **words, int count) {
	const char *command = words[0];
	char **arguments = words + 1;
	int argument_count = count - 1;
#define ARGUMENT(n) ((n) < argument_count ? arguments[(n)] : NULL)
	if (strcmp(command, "move") == 0 && argument_count == 2) {
		return move_to(arguments[0], arguments[1]);
	} else if ((strcmp(command, "press") == 0 || strcmp(command, "release") == 0)
			&& argument_count <= 1) {
		uint32_t code;
		if (!parse_button(ARGUMENT(0), &code)) {
			return false;
		}
		button(code, command[0] == 'p' ? WL_POINTER_BUTTON_STATE_PRESSED
			: WL_POINTER_BUTTON_STATE_RELEASED);
		return true;
	} else if (strcmp(command, "click") == 0 && (argument_count == 2 || argument_count == 3)) {
		uint32_t code;
		if (!parse_button(ARGUMENT(2), &code) || !move_to(arguments[0], arguments[1])) {
			return false;
		}
		button(code, WL_POINTER_BUTTON_STATE_PRESSED);
		button(code, WL_POINTER_BUTTON_STATE_RELEASED);
		return true;
	} else if (strcmp(command, "scroll") == 0 && (argument_count == 2 || argument_count == 3)) {
		uint32_t axis, source;
		double value;
		if (!parse_axis(arguments[0], &axis) || !parse_source(ARGUMENT(2), &source)) {
			return false;
		}
		if (!parse_double(arguments[1], &value)) {
			return fail("VALUE is a number");
		}
		axis_frame(axis, wl_fixed_from_double(value), source);
		return true;
	} else if (strcmp(command, "scroll-stop") == 0 && (argument_count == 1 || argument_count == 2)) {
		uint32_t axis, source;
		if (!parse_axis(arguments[0], &axis) || !parse_source(ARGUMENT(1), &source)) {
			return false;
		}
		stop_frame(axis, source);
		return true;
	} else if (strcmp(command, "swipe") == 0) {
		return swipe(arguments, argument_count);
	} else if (strcmp(command, "sleep") == 0 && argument_count == 1) {
		long ms;
		if (!parse_long(arguments[0], 0, 600000, &ms)) {
			return fail("sleep takes 0..600000 ms");
		}
		if (!flush()) {
			return false;
		}
		sleep_ms(ms);
		return true;
	} else if (strcmp(command, "extent") == 0 && argument_count == 2) {
		long width, height;
		if (!parse_long(arguments[0], 1, 1000000, &width) || !parse_long(arguments[1], 1, 1000000, &height)) {
			return fail("extent takes two positive integers");
		}
		extent_width = (uint32_t)width;
		extent_height = (uint32_t)height;
		return true;
	}
#undef ARGUMENT
	snprintf(error_text, sizeof error_text, "unknown command or wrong argument count: %s", command);
	return false;
}

/* Runs a command, then waits for the compositor to have handled it. */
static bool run_and_sync(char **words, int count) {
	error_text[0] = '\0';
	bool ok = run(words, count);
	if (wl_display_roundtrip(display) == -1) {
		int code = wl_display_get_error(display);
		snprintf(error_text, sizeof error_text, "the compositor closed the connection (%s)",
			strerror(code));
		return false;
	}
	return ok;
}

#define MAX_WORDS 32

static int split(char *line, char **words) {
	int count = 0;
	for (char *word = strtok(line, " \t\r\n"); word != NULL && count < MAX_WORDS;
			word = strtok(NULL, " \t\r\n")) {
		words[count++] = word;
	}
	return count;
}

static int usage(void) {
	fprintf(stderr,
		"usage: wl-virtual-pointer [--extent WxH] [COMMAND ARGUMENT...]\n"
		"commands: move X Y | press [BUTTON] | release [BUTTON] | click X Y [BUTTON]\n"
		"          scroll h|v VALUE [finger|wheel|continuous|wheel-tilt] | scroll-stop h|v [SOURCE]\n"
		"          swipe X Y DX STEPS [--interval-ms N] [--rest-ms R] [--stop-after K] [--no-stop]\n"
		"                [--vertical]\n"
		"          sleep MS | extent W H | quit\n"
		"with no COMMAND, reads commands from stdin, one a line, answering ok or error: WHY\n");
	return 2;
}

int main(int argc, char **argv) {
	int first = 1;
	if (argc >= 2 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
		usage();
		return 0;
	}
	if (argc >= 3 && strcmp(argv[1], "--extent") == 0) {
		unsigned width, height;
		char tail;
		if (sscanf(argv[2], "%ux%u%c", &width, &height, &tail) != 2 || width == 0 || height == 0) {
			return usage();
		}
		extent_width = width;
		extent_height = height;
		first = 3;
	}
	display = wl_display_connect(NULL);
	if (display == NULL) {
		fprintf(stderr, "wl-virtual-pointer: cannot connect to the Wayland display "
			"(WAYLAND_DISPLAY, XDG_RUNTIME_DIR)\n");
		return 1;
	}
	struct wl_registry *registry = wl_display_get_registry(display);
	wl_registry_add_listener(registry, &registry_listener, NULL);
	/* First the globals, then the outputs' modes and scales. */
	if (wl_display_roundtrip(display) == -1 || wl_display_roundtrip(display) == -1) {
		fprintf(stderr, "wl-virtual-pointer: the compositor closed the connection\n");
		return 1;
	}
	if (manager == NULL) {
		fprintf(stderr, "wl-virtual-pointer: the compositor has no "
			"zwlr_virtual_pointer_manager_v1 (wlr-virtual-pointer-unstable-v1)\n");
		return 1;
	}
	pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat);

	int status = 0;
	if (first < argc) {
		if (argc - first > MAX_WORDS) {
			return usage();
		}
		if (!run_and_sync(argv + first, argc - first)) {
			fprintf(stderr, "wl-virtual-pointer: %s\n", error_text);
			status = strstr(error_text, "unknown command") ? 2 : 1;
		}
	} else {
		if (wl_display_roundtrip(display) == -1) {
			fprintf(stderr, "wl-virtual-pointer: the compositor closed the connection\n");
			return 1;
		}
		/* Ready: the pointer exists on the seat. */
		printf("ready\n");
		fflush(stdout);
		char line[1024];
		char *words[MAX_WORDS];
		while (fgets(line, sizeof line, stdin) != NULL) {
			int count = split(line, words);
			if (count == 0) {
				continue;
			}
			if (strcmp(words[0], "quit") == 0) {
				break;
			}
			if (run_and_sync(words, count)) {
				printf("ok\n");
			} else {
				printf("error: %s\n", error_text);
				if (wl_display_get_error(display) != 0) {
					fflush(stdout);
					status = 1;
					break;
				}
			}
			fflush(stdout);
		}
	}
	zwlr_virtual_pointer_v1_destroy(pointer);
	zwlr_virtual_pointer_manager_v1_destroy(manager);
	wl_display_roundtrip(display);
	wl_display_disconnect(display);
	return status;
}
