#!/usr/bin/env python3
"""Draws the demo feed's images once (Pillow); the results are committed next to this file.

Deterministic: every image comes from a fixed seed. Run: python3 make_assets.py
"""
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))


def palette(r):
    return [tuple(r.randrange(40, 240) for _ in range(3)) for _ in range(4)]


def scene(seed, size, kind):
    r = random.Random(seed)
    c = palette(r)
    img = Image.new("RGB", (size, size), c[0])
    d = ImageDraw.Draw(img)
    # vertical gradient sky
    for y in range(size):
        t = y / size
        col = tuple(int(c[0][i] * (1 - t) + c[1][i] * t) for i in range(3))
        d.line([(0, y), (size, y)], fill=col)
    if kind == "landscape":
        sun = (r.randrange(size // 5, 4 * size // 5), r.randrange(size // 8, size // 3))
        rad = size // 9
        d.ellipse([sun[0] - rad, sun[1] - rad, sun[0] + rad, sun[1] + rad], fill=(255, 230, 170))
        for layer in range(3):
            base = size * (0.55 + 0.13 * layer)
            pts = [(0, size)]
            for x in range(0, size + 1, size // 16):
                pts.append((x, base - r.randrange(0, size // 5)))
            pts.append((size, size))
            shade = tuple(max(0, int(v * (0.8 - 0.2 * layer))) for v in c[2 + layer % 2])
            d.polygon(pts, fill=shade)
    elif kind == "mars":
        d.rectangle([0, size * 0.6, size, size], fill=(168, 84, 46))
        for _ in range(18):
            x, y = r.randrange(size), r.randrange(int(size * 0.62), size)
            w = r.randrange(size // 30, size // 10)
            d.ellipse([x - w, y - w // 3, x + w, y + w // 3], fill=(120, 55, 30))
    else:  # shapes
        for _ in range(14):
            x, y = r.randrange(size), r.randrange(size)
            w = r.randrange(size // 10, size // 3)
            col = tuple(r.randrange(30, 250) for _ in range(3))
            if r.random() < 0.5:
                d.ellipse([x - w, y - w, x + w, y + w], fill=col)
            else:
                d.rectangle([x - w, y - w // 2, x + w, y + w // 2], fill=col)
    return img.filter(ImageFilter.GaussianBlur(size / 300))


def avatar(seed, size=120):
    r = random.Random(seed)
    bg = tuple(r.randrange(120, 240) for _ in range(3))
    fg = tuple(r.randrange(30, 120) for _ in range(3))
    img = Image.new("RGB", (size, size), bg)
    d = ImageDraw.Draw(img)
    d.ellipse([size * 0.3, size * 0.16, size * 0.7, size * 0.56], fill=fg)
    d.ellipse([size * 0.12, size * 0.62, size * 0.88, size * 1.3], fill=fg)
    return img


def main():
    for i in range(6):
        avatar(100 + i).save(os.path.join(HERE, f"avatar-{i}.jpg"), "JPEG", quality=85)
    kinds = ["landscape", "shapes", "landscape", "mars", "shapes", "landscape", "mars", "shapes"]
    for i, kind in enumerate(kinds):
        img = scene(200 + i, 480, kind)
        if i % 3 == 1:
            img.save(os.path.join(HERE, f"photo-{i}.png"), "PNG", optimize=True)
        elif i % 3 == 2:
            img.save(os.path.join(HERE, f"photo-{i}.webp"), "WEBP", quality=80, method=6)
        else:
            img.save(os.path.join(HERE, f"photo-{i}.jpg"), "JPEG", quality=82)


if __name__ == "__main__":
    main()
