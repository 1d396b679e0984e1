#!/usr/bin/env python3
"""scripts/image-check's own test: scripts/test-portable trusts it to tell a PNG that decodes from a
broken one and a drawn screen from a blank one. The images are built here, byte by byte, from
the PNG and XWD formats' definitions, not by the tool. (ctest runs it as test_imagecheck.)
"""
import os
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

TOOL = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "scripts", "image-check")


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width=4, height=3, rows_given=None):
    """An RGB PNG, each row filter 0, a red and a blue pixel by turns; rows_given: fewer rows of
    pixels than IHDR says."""
    rows = b"".join(b"\0" + b"".join(b"\xff\0\0" if x % 2 else b"\0\0\xff" for x in range(width))
                    for _ in range(height if rows_given is None else rows_given))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def xwd(pixels, width, height):
    """An XWD of 32 bits a pixel, least significant byte first, red in bits 16-23 (Xvfb's)."""
    fields = [100, 7, 2, 24, width, height, 0, 0, 32, 0, 32, 32, width * 4, 4,
              0xFF0000, 0x00FF00, 0x0000FF, 8, 256, 0, width, height, 0, 0, 0]
    return struct.pack(">25I", *fields) + struct.pack("<%dI" % len(pixels), *pixels)


def drawn(width=40, height=10):
    """A grey screen with 20 colours striped across its left half."""
    return [(0x100000 * (x % 20) + 0x40) if x < width // 2 else 0x808080
            for y in range(height) for x in range(width)]


class ImageCheck(unittest.TestCase):
    def run_tool(self, kind, data, *extra):
        with tempfile.NamedTemporaryFile(suffix="." + kind) as image:
            image.write(data)
            image.flush()
            return subprocess.run([sys.executable, TOOL, kind, image.name, *extra],
                                  capture_output=True, text=True)

    def test_png_that_decodes_passes(self):
        result = self.run_tool("png", png())
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("4x3", result.stdout)

    def test_broken_pngs_fail(self):
        good = png()
        bad_crc = bytearray(good)
        bad_crc[45] ^= 1  # a byte of IDAT's data (8 + IHDR's 25 + IDAT's length and name)
        short_pixels = png(rows_given=2)
        bad_crc_only = bytearray(good)
        bad_crc_only[-13] ^= 1  # IDAT's CRC itself: the pixels still inflate
        for name, data in [("signature", b"GIF89a" + good[6:]), ("crc", bytes(bad_crc)),
                           ("crc only", bytes(bad_crc_only)), ("truncated", good[:-20]),
                           ("size", short_pixels)]:
            with self.subTest(name):
                result = self.run_tool("png", data)
                self.assertEqual(result.returncode, 1)
                self.assertTrue(result.stderr.startswith("image-check: "), result.stderr)

    def test_drawn_screen_passes_and_converts(self):
        with tempfile.TemporaryDirectory() as folder:
            ppm = os.path.join(folder, "screen.ppm")
            result = self.run_tool("xwd", xwd(drawn(), 40, 10), ppm)
            self.assertEqual(result.returncode, 0, result.stderr)
            with open(ppm, "rb") as out:
                data = out.read()
        header = b"P6\n40 10\n255\n"
        self.assertEqual(data[:len(header)], header)
        pixels = data[len(header):]
        self.assertEqual(pixels[3 * 5:3 * 6], bytes([0x50, 0x00, 0x40]))  # x = 5: red 5 * 0x10, blue 0x40
        self.assertEqual(pixels[3 * 30:3 * 31], bytes([0x80, 0x80, 0x80]))

    def test_blank_screen_fails(self):
        result = self.run_tool("xwd", xwd([0] * 400, 40, 10))
        self.assertEqual(result.returncode, 1)
        self.assertIn("blank", result.stderr)

    def test_missing_file_and_bad_arguments(self):
        missing = subprocess.run([sys.executable, TOOL, "png", "/nonexistent.png"], capture_output=True)
        self.assertEqual(missing.returncode, 1)
        self.assertEqual(subprocess.run([sys.executable, TOOL, "gif", "x"], capture_output=True).returncode, 2)


if __name__ == "__main__":
    unittest.main()
