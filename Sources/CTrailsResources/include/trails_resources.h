/* The Trails app's GResource bundle (its icons), compiled into the binary. */
#ifndef TRAILS_RESOURCES_H
#define TRAILS_RESOURCES_H

/* Registers the bundle under /org/twopane/Trails; call once before the first window. */
void trails_resources_register(void);

#endif
