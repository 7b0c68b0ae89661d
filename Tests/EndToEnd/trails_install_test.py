#!/usr/bin/python3
"""End-to-end test of `make install` and `make uninstall` (issue 6, "Install").

Usage: trails_install_test.py [REPO]   (default: the repository holding this script)

Runs `make install DESTDIR=<tmp> PREFIX=/usr` in REPO (which builds only what is out of
date) and checks what lands under <tmp>: exactly the expected files with their modes (the
binary, the .desktop file, the AppStream metainfo, the scalable and symbolic icons in
hicolor, a trails.mo and a twopane.mo for each language of po/LINGUAS); that
desktop-file-validate prints nothing and `appstreamcli validate --no-net` passes; that the
names agree (desktop file, metainfo id and launchable, Icon, icon files, binary); that the
metainfo's release is the version the installed binary prints; that the icons are SVG and
render (the symbolic one 16x16 in one colour); that each .mo file reads back with its
header; that the installed binary runs from <tmp> without the Swift toolchain. Then
`make uninstall` with an unrelated file next to the installed ones: exactly the installed
files go. Paths with spaces must be refused before anything is built or installed. Last, a
real install (no DESTDIR) into a temporary PREFIX, which refreshes the icon and desktop
caches, and its uninstall, which leaves only those caches.

Needs no X server. Uses only the Python standard library plus make, desktop-file-validate,
appstreamcli, msgunfmt and rsvg-convert (or ImageMagick's convert). Prints one line per
check and ends with "N passed, M failed"; exits 1 if any check failed.
"""

import os
import stat
import struct
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
import zlib

from test_results import Results, note

APP_ID = "org.twopane.Trails"
PREFIX = "/usr"
# Generous: `make install` builds first, and the build may be out of date.
MAKE_TIMEOUT_S = 1800.0
RUN_TIMEOUT_S = 60.0
SVG = "{http://www.w3.org/2000/svg}"
# (canvas size in px, the one colour of every painted pixel or None) of each icon.
APP_ICON = (128, None)
SYMBOLIC_ICON = (16, (0x2E, 0x34, 0x36))
# The symbolic icon's colour is checked on pixels at least this opaque (fainter edge pixels
# lose precision to premultiplied alpha), within this much per channel.
COLOUR_MINIMUM_ALPHA = 96
COLOUR_TOLERANCE = 3
# What a real install may leave behind after its uninstall: the caches it refreshed.
CACHES = {"share/icons/hicolor/icon-theme.cache", "share/applications/mimeinfo.cache"}
SPANISH_PLURALS = "Plural-Forms: nplurals=2; plural=(n != 1);"

DEFAULT_REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(arguments, timeout=RUN_TIMEOUT_S, env=None):
    """Runs a command; (exit status, stdout, stderr) as text."""
    result = subprocess.run(arguments, capture_output=True, text=True, errors="replace",
                            timeout=timeout, env=env, stdin=subprocess.DEVNULL)
    return result.returncode, result.stdout, result.stderr


def make(repo, *arguments):
    """`make` in `repo`, without the flags of a make this test may run under (`make test`):
    its jobserver is not ours and its command-line variables (say DESTDIR) are not meant
    for this make."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "DESTDIR", "PREFIX")}
    return run(["make", "--no-print-directory", "-C", repo, *arguments], MAKE_TIMEOUT_S, env)


def tail(text, lines=15):
    return "\n".join(text.splitlines()[-lines:])


def languages(repo):
    """The languages of po/LINGUAS, read as the Makefile does: '#' starts a comment."""
    try:
        with open(os.path.join(repo, "po", "LINGUAS"), encoding="utf-8") as file:
            return [word for line in file for word in line.split("#", 1)[0].split()]
    except FileNotFoundError:
        return []


def expected_files(prefix, langs):
    """{path relative to the install root: mode} of everything `make install` puts there;
    `prefix` is PREFIX relative to that root."""
    share = os.path.join(prefix, "share")
    files = {
        os.path.join(prefix, "bin", "trails"): 0o755,
        os.path.join(share, "applications", f"{APP_ID}.desktop"): 0o644,
        os.path.join(share, "metainfo", f"{APP_ID}.metainfo.xml"): 0o644,
        os.path.join(share, "icons", "hicolor", "scalable", "apps", f"{APP_ID}.svg"): 0o644,
        os.path.join(share, "icons", "hicolor", "symbolic", "apps",
                     f"{APP_ID}-symbolic.svg"): 0o644,
    }
    for lang in langs:
        for domain in ("trails", "twopane"):
            files[os.path.join(share, "locale", lang, "LC_MESSAGES", f"{domain}.mo")] = 0o644
    return files


def files_under(root):
    """Every file (not directory) under `root`, relative to it."""
    found = set()
    for directory, _, names in os.walk(root):
        found.update(os.path.relpath(os.path.join(directory, name), root) for name in names)
    return found


def describe_set(label, paths):
    return f"{label}: " + ", ".join(sorted(paths)) if paths else ""


def read_desktop_entry(path):
    """The keys of the [Desktop Entry] group."""
    entry, group = {}, None
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.strip()
            if line.startswith("[") and line.endswith("]"):
                group = line[1:-1]
            elif group == "Desktop Entry" and "=" in line and not line.startswith("#"):
                key, value = line.split("=", 1)
                entry[key.strip()] = value.strip()
    return entry


def png_pixels(path):
    """(width, height, [(r, g, b, a), ...]) of an 8-bit RGBA, non-interlaced PNG, as
    rsvg-convert writes (and ImageMagick's png32:)."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, header, compressed = 8, None, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
    width, height, depth, colour_type, _, _, interlace = header
    if (depth, colour_type, interlace) != (8, 6, 0):
        raise ValueError(f"not 8-bit RGBA non-interlaced: {header}")
    raw, stride = zlib.decompress(compressed), width * 4
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - 4] if x >= 4 else 0
            up, corner = previous[x], previous[x - 4] if x >= 4 else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                nearest = (left, up, corner)[distances.index(min(distances))]
                line[x] = (line[x] + nearest) & 0xFF
        rows.append(line)
        previous = line
    pixels = [tuple(row[x:x + 4]) for row in rows for x in range(0, stride, 4)]
    return width, height, pixels


def render(svg, png):
    """Renders `svg` at its own size to `png`; the renderer used, or raises."""
    for renderer, arguments in (("rsvg-convert", ["rsvg-convert", "-o", png, svg]),
                                ("convert", ["convert", "-background", "none", svg,
                                             f"png32:{png}"])):
        try:
            status, _, err = run(arguments)
        except FileNotFoundError:
            continue
        if status != 0:
            raise RuntimeError(f"{renderer} failed: {err.strip()[:300]}")
        return renderer
    raise RuntimeError("neither rsvg-convert nor convert is installed")


def check_icon(results, path, expected, work):
    """The icon is an SVG of the expected canvas, renders to that many pixels with some
    painted, and (symbolic) every painted pixel is the one colour and nothing is stroked."""
    size, colour = expected
    name = os.path.basename(path)
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        results.check(f"{name}: parses as SVG", False, str(error))
        return
    canvas = (root.get("width"), root.get("height"), root.get("viewBox"))
    results.check(f"{name}: an SVG of {size}x{size} px (viewBox 0 0 {size} {size})",
                  root.tag == f"{SVG}svg" and canvas == (str(size), str(size),
                                                         f"0 0 {size} {size}"),
                  f"root {root.tag}, width/height/viewBox {canvas}")
    png = os.path.join(work, name + ".png")
    try:
        renderer = render(path, png)
        width, height, pixels = png_pixels(png)
    except (RuntimeError, ValueError, OSError, zlib.error, TypeError) as error:
        results.check(f"{name}: renders", False, str(error))
        return
    painted = [pixel for pixel in pixels if pixel[3] > 0]
    results.check(f"{name}: renders ({renderer}) to {size}x{size} px, "
                  f"{len(painted)} of {len(pixels)} painted",
                  (width, height) == (size, size) and len(painted) > len(pixels) // 10,
                  f"{width}x{height}, {len(painted)} painted pixels")
    if colour is None:
        return
    stray = [pixel for pixel in painted if pixel[3] >= COLOUR_MINIMUM_ALPHA
             and max(abs(channel - want) for channel, want in zip(pixel, colour))
             > COLOUR_TOLERANCE]
    stroked = [element.tag for element in root.iter() if element.get("stroke") not in
               (None, "none")]
    results.check(f"{name}: one colour #{bytes(colour).hex()}, filled shapes only",
                  not stray and not stroked,
                  f"{len(stray)} pixels of other colours (e.g. {stray[:3]}); "
                  f"stroked elements: {stroked}")


def check_mo(results, path, lang):
    """msgunfmt reads the file back, with the header of `lang`."""
    label = os.path.join(lang, os.path.basename(path))
    # --force-po: without it msgunfmt writes nothing for a catalog of just the header.
    status, out, err = run(["msgunfmt", "--force-po", path])
    wanted = [f"Language: {lang}", "Content-Type: text/plain; charset=UTF-8"]
    if lang == "es":
        wanted.append(SPANISH_PLURALS)
    missing = [text for text in wanted if text not in out]
    results.check(f"{label}: msgunfmt reads it, header has " + "; ".join(wanted),
                  status == 0 and not missing,
                  f"exit {status}, {err.strip()[:200]}" if status else f"missing {missing}")


def check_install(results, root, langs, work):
    """Everything about the files `make install` put under `root` (PREFIX /usr). A missing
    file fails the first check; the checks of what is in it are then left out."""
    prefix = PREFIX.lstrip("/")
    expected = expected_files(prefix, langs)
    present = files_under(root)
    results.check(f"exactly the {len(expected)} expected files are installed",
                  present == set(expected),
                  "; ".join(filter(None, (describe_set("missing", set(expected) - present),
                                          describe_set("unexpected", present - set(expected))))))
    for relative, mode in sorted(expected.items()):
        path = os.path.join(root, relative)
        if os.path.isfile(path):
            actual = stat.S_IMODE(os.stat(path).st_mode)
            results.check(f"{relative}: mode {mode:04o}", actual == mode, f"mode {actual:04o}")

    share = os.path.join(root, prefix, "share")
    binary = os.path.join(root, prefix, "bin", "trails")
    desktop = os.path.join(share, "applications", f"{APP_ID}.desktop")
    metainfo = os.path.join(share, "metainfo", f"{APP_ID}.metainfo.xml")
    icons = os.path.join(share, "icons", "hicolor")
    scalable = os.path.join(icons, "scalable", "apps", f"{APP_ID}.svg")
    symbolic = os.path.join(icons, "symbolic", "apps", f"{APP_ID}-symbolic.svg")
    version = check_binary(results, binary) if os.path.isfile(binary) else None
    if os.path.isfile(desktop):
        icon = check_desktop(results, desktop, os.path.basename(binary))
        results.check(f"desktop file Icon={icon} names both icon files "
                      f"({os.path.basename(scalable)}, {os.path.basename(symbolic)})",
                      icon == APP_ID and f"{icon}.svg" == os.path.basename(scalable)
                      and f"{icon}-symbolic.svg" == os.path.basename(symbolic), f"Icon={icon!r}")
    if os.path.isfile(metainfo):
        check_metainfo(results, metainfo, os.path.basename(desktop), os.path.basename(binary),
                       version)
    for path, expected_icon in ((scalable, APP_ICON), (symbolic, SYMBOLIC_ICON)):
        if os.path.isfile(path):
            check_icon(results, path, expected_icon, work)
    for lang in langs:
        for domain in ("trails", "twopane"):
            path = os.path.join(share, "locale", lang, "LC_MESSAGES", f"{domain}.mo")
            if os.path.isfile(path):
                check_mo(results, path, lang)


def check_binary(results, binary):
    """The binary runs from the staging directory, on the system's libraries alone; the
    version it prints, or None."""
    status, out, err = run([binary, "--version"])
    version = out.split()[-1] if status == 0 and out.startswith("trails ") else None
    results.check(f"installed binary runs from DESTDIR: {out.strip()!r}",
                  version is not None and not err, f"exit {status}, stdout {out!r}, stderr {err!r}")
    status, out, err = run(["ldd", binary])
    swift = [line.strip() for line in out.splitlines()
             if any(word in line for word in ("libswift", "libFoundation", "libdispatch",
                                               "not found"))]
    results.check("installed binary needs no Swift runtime library (static stdlib)",
                  status == 0 and not swift, f"exit {status}: {swift or err.strip()}")
    return version


def check_desktop(results, desktop, program):
    """desktop-file-validate is silent, the keys are there, Exec runs `program`; the Icon."""
    status, out, err = run(["desktop-file-validate", desktop])
    results.check("desktop-file-validate: exit 0, prints nothing",
                  status == 0 and not out and not err, f"exit {status}: {(out + err).strip()}")
    entry = read_desktop_entry(desktop)
    missing = [key for key in ("Name", "GenericName", "Comment", "Exec", "Icon", "Categories",
                               "Keywords") if not entry.get(key)]
    results.check("desktop file: Type=Application, Name, GenericName, Comment, Exec, Icon, "
                  "Categories, Keywords, StartupNotify=true, DBusActivatable=false",
                  entry.get("Type") == "Application" and not missing
                  and entry.get("StartupNotify") == "true"
                  and entry.get("DBusActivatable") == "false",
                  f"missing {missing}; Type {entry.get('Type')!r}, StartupNotify "
                  f"{entry.get('StartupNotify')!r}, DBusActivatable {entry.get('DBusActivatable')!r}")
    command = (entry.get("Exec") or "").split()[0:1]
    results.check(f"desktop file Exec runs the installed binary ({program})",
                  command == [program], f"Exec={entry.get('Exec')!r}")
    return entry.get("Icon")


def check_metainfo(results, metainfo, desktop_name, program, version):
    """appstreamcli validates it; its id, launchable and binary match the installed files;
    its latest release is `version` (what the installed binary prints)."""
    status, out, err = run(["appstreamcli", "validate", "--no-net", metainfo])
    results.check("appstreamcli validate --no-net: exit 0", status == 0, tail(out + err))
    for line in (out + err).splitlines():
        if line.strip():
            note(f"appstreamcli: {line.strip()}")
    try:
        component = ElementTree.parse(metainfo).getroot()
    except ElementTree.ParseError as error:
        results.check("metainfo parses as XML", False, str(error))
        return
    component_id = component.findtext("id")
    launchable = component.findtext("launchable[@type='desktop-id']")
    provided = component.findtext("provides/binary")
    results.check(f"metainfo id {component_id} and launchable {launchable} match {desktop_name}",
                  component_id == desktop_name.removesuffix(".desktop") == APP_ID
                  and launchable == desktop_name,
                  f"id {component_id!r}, launchable {launchable!r}")
    results.check(f"metainfo provides binary {provided}", provided == program,
                  f"provides {provided!r}")
    release = component.find("releases/release")
    released = release.get("version") if release is not None else None
    results.check(f"metainfo's latest release {released} is the installed binary's --version",
                  released is not None and released == version,
                  f"metainfo {released!r}, trails --version {version!r}")


def check_uninstall(results, repo, root, langs):
    """`make uninstall` removes exactly the installed files: an unrelated file in the
    applications directory and one next to the translations stay."""
    prefix = PREFIX.lstrip("/")
    unrelated = {os.path.join(prefix, "share", "applications", "unrelated.desktop"),
                 os.path.join(prefix, "share", "locale", "es", "LC_MESSAGES", "unrelated.mo")}
    for relative in unrelated:
        os.makedirs(os.path.dirname(os.path.join(root, relative)), exist_ok=True)
        with open(os.path.join(root, relative), "w", encoding="utf-8") as file:
            file.write("not installed by make install\n")
    status, out, err = make(repo, "uninstall", f"DESTDIR={root}", f"PREFIX={PREFIX}")
    results.check("make uninstall DESTDIR=<tmp> PREFIX=/usr: exit 0", status == 0,
                  tail(out + err))
    present = files_under(root)
    left = present & set(expected_files(prefix, langs))
    results.check("every installed file is gone", not left, describe_set("left", left))
    results.check("the unrelated files are still there", unrelated <= present,
                  describe_set("gone", unrelated - present))
    results.check("nothing else remains under DESTDIR", present == unrelated,
                  describe_set("also there", present - unrelated))


def check_refused(results, repo, work, target, variable, value):
    """A path with a space is refused at once: exit status 2, a message saying why, and
    nothing built or written."""
    root = tempfile.mkdtemp(prefix="refused-", dir=work)
    destdir = value if variable == "DESTDIR" else root
    started = time.monotonic()
    status, out, err = make(repo, target, f"DESTDIR={destdir}",
                            f"PREFIX={value if variable == 'PREFIX' else PREFIX}")
    seconds = time.monotonic() - started
    message = "paths with spaces or quotes are not supported"
    written = files_under(root) | (files_under(value) if variable == "DESTDIR" else set())
    results.check(f"make {target} {variable}={value!r}: refused (exit 2, says why) in "
                  f"{seconds:.1f} s, nothing written",
                  status == 2 and message in err and not written and "swift build" not in out,
                  f"exit {status}, stderr {err.strip()[:300]!r}, "
                  + describe_set("written", written))


def check_real_install(results, repo, work, langs):
    """Without DESTDIR the caches are refreshed; uninstall leaves only them."""
    prefix = tempfile.mkdtemp(prefix="prefix-", dir=work)
    status, out, err = make(repo, "install", f"PREFIX={prefix}")
    present = files_under(prefix)
    expected = set(expected_files("", langs))
    results.check("make install PREFIX=<tmp> (no DESTDIR): exit 0, every file in place",
                  status == 0 and expected <= present,
                  tail(out + err) if status else describe_set("missing", expected - present))
    note("caches written: " + (", ".join(sorted(present & CACHES)) or "none"))
    status, out, err = make(repo, "uninstall", f"PREFIX={prefix}")
    present = files_under(prefix)
    results.check("make uninstall PREFIX=<tmp>: exit 0, only the refreshed caches remain",
                  status == 0 and present <= CACHES,
                  tail(out + err) if status else describe_set("left", present - CACHES))


def main():
    if len(sys.argv) > 2:
        print("usage: trails_install_test.py [REPO]", file=sys.stderr)
        return 2
    repo = os.path.abspath(sys.argv[1] if len(sys.argv) == 2 else DEFAULT_REPO)
    if not os.path.isfile(os.path.join(repo, "Makefile")):
        print(f"no Makefile in {repo}", file=sys.stderr)
        return 2
    results = Results()
    started = time.monotonic()
    langs = languages(repo)
    note(f"languages (po/LINGUAS): {' '.join(langs) or 'none'}")
    with tempfile.TemporaryDirectory(prefix="trails-install-") as work:
        root = os.path.join(work, "destdir")
        os.mkdir(root)
        make_started = time.monotonic()
        status, out, err = make(repo, "install", f"DESTDIR={root}", f"PREFIX={PREFIX}")
        results.check(f"make install DESTDIR=<tmp> PREFIX=/usr: exit 0 "
                      f"({time.monotonic() - make_started:.1f} s)", status == 0, tail(out + err))
        if status == 0:
            check_install(results, root, langs, work)
            check_uninstall(results, repo, root, langs)
        check_refused(results, repo, work, "install", "PREFIX", "/opt/my trails")
        check_refused(results, repo, work, "uninstall", "PREFIX", "/opt/my trails")
        check_refused(results, repo, work, "install", "DESTDIR", os.path.join(work, "stage two"))
        check_real_install(results, repo, work, langs)
    print(f"time: {time.monotonic() - started:.2f} s", flush=True)
    print(f"{results.passed} passed, {results.failed} failed", flush=True)
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main())
