/* SQLite for Swift: the system's <sqlite3.h> (Debian: libsqlite3-dev) plus prefixed stand-ins
 * for the macros Swift cannot import. Everything here is ours: prefix csqlite_. */
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT: SQLite copies the bound text or blob before the call returns. */
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

/* SQLITE_CONSTRAINT_FOREIGNKEY: an extended result code Swift cannot import (made with |). */
static const int csqlite_constraint_foreignkey = SQLITE_CONSTRAINT_FOREIGNKEY;

#endif
