#!/usr/bin/env python3
"""reproducible.py BINARY: makes a linked ELF binary the same bytes wherever it was built.

swiftc writes a 16-byte module hash into every object (the `.swift_modhash` section), computed
from the paths it compiled at: the same sources built in two folders differ there, and so does
the GNU build ID the linker computed over the whole. Nothing reads the hash at run time (it is
for checking modules at link time), so this zeroes the section in place (no byte moves) and
then writes the build ID again the way the linker does: the SHA-1 of the file with the ID's own
bytes zeroed. Prefix maps (the Makefile's `deb`) keep the paths out of everything else.
"""
import hashlib
import struct
import sys


def sections(data):
    """(name, offset, size, type) of each section of a little-endian ELF64 file."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise SystemExit("reproducible: not a little-endian ELF64 file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + index * shentsize) for index in range(shnum)]
    names_offset = headers[shstrndx][4]

    def name(offset):
        end = data.index(b"\0", names_offset + offset)
        return data[names_offset + offset:end].decode()

    return [(name(h[0]), h[4], h[5], h[1]) for h in headers]


def main(path):
    data = bytearray(open(path, "rb").read())
    found = {name: (offset, size) for name, offset, size, kind in sections(data) if kind != 8}  # 8: NOBITS
    if ".swift_modhash" in found:
        offset, size = found[".swift_modhash"]
        data[offset:offset + size] = bytes(size)
    if ".note.gnu.build-id" in found:
        offset, size = found[".note.gnu.build-id"]
        namesz, descsz, kind = struct.unpack_from("<III", data, offset)
        start = offset + 12 + ((namesz + 3) & ~3)
        if kind != 3 or start + descsz > offset + size:
            raise SystemExit("reproducible: the build ID note is not what the linker writes")
        data[start:start + descsz] = bytes(descsz)
        digest = hashlib.sha1(data).digest()
        data[start:start + descsz] = (digest * ((descsz // len(digest)) + 1))[:descsz]
    open(path, "wb").write(data)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: reproducible.py BINARY")
    main(sys.argv[1])
