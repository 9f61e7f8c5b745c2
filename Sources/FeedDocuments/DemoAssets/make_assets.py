#!/usr/bin/env python3
"""Draws the demo feed's images (Pillow); the results are committed next to this file.

The images are sized for display at 3x on a 390-pt-wide phone, so nothing is upscaled:
  - photos: 1170 x 1170 px (full-width square cells; cards and 90-pt album covers crop or
    shrink them), except photo-6, which only a 4:3 card shows: 1170 x 878 px;
  - avatars: 180 x 180 px (30-pt circles, 90 px at 3x, with room to spare).
Formats stay mixed so the loader decodes all three: JPEG (q82, 4:2:0) and WebP for the
painted scenes, PNG only for the flat graphics. Shapes are drawn at 2x and box-reduced,
which antialiases edges without blurring them.

Deterministic: every image comes from a fixed seed (output bytes can still differ between
Pillow versions; 13.0.0 made the committed files). Run from anywhere:
    python3 -m venv /tmp/assets-venv && /tmp/assets-venv/bin/pip install pillow
    /tmp/assets-venv/bin/python Sources/Feed/DemoAssets/make_assets.py
"""
import math
import os
import random

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
PHOTO = 1170
AVATAR = 180
SUPERSAMPLE = 2


def mix(a, b, t):
    return tuple(int(round(a[i] * (1 - t) + b[i] * t)) for i in range(3))


def shade(col, factor):
    return tuple(max(0, min(255, int(v * factor))) for v in col)


def vertical_gradient(d, box, top, bottom):
    x0, y0, x1, y1 = box
    height = max(1, y1 - y0)
    for y in range(y0, y1):
        d.line([(x0, y), (x1, y)], fill=mix(top, bottom, (y - y0) / height))


def ridge(r, width, base, roughness, steps=64):
    """A mountain skyline by midpoint displacement: a list of heights across the width."""
    heights = [base - r.uniform(0, roughness), base - r.uniform(0, roughness)]
    spread = roughness
    while len(heights) < steps + 1:
        out = []
        for a, b in zip(heights, heights[1:]):
            out += [a, (a + b) / 2 + r.uniform(-spread, spread)]
        heights = out + [heights[-1]]
        spread *= 0.55
    step = width / (len(heights) - 1)
    return [(i * step, h) for i, h in enumerate(heights)]


def pine(d, x, ground, height, col):
    """A pine tree: a trunk and three stacked triangles."""
    w = height * 0.36
    d.rectangle([x - w * 0.08, ground - height * 0.25, x + w * 0.08, ground], fill=shade(col, 0.6))
    for k in range(3):
        top = ground - height + k * height * 0.22
        bottom = top + height * 0.45
        half = w * (0.55 + 0.25 * k)
        d.polygon([(x, top), (x - half, bottom), (x + half, bottom)], fill=col)


def landscape(r, w, h):
    sky_top = (r.randrange(40, 120), r.randrange(90, 160), r.randrange(170, 235))
    sky_bottom = (r.randrange(220, 255), r.randrange(160, 210), r.randrange(110, 170))
    img = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(img)
    vertical_gradient(d, (0, 0, w, h), sky_top, sky_bottom)
    # sun with a soft-coloured ring (flat rings, not a blur)
    sx, sy, rad = r.uniform(0.2, 0.8) * w, r.uniform(0.15, 0.32) * h, w * 0.075
    d.ellipse([sx - rad * 1.5, sy - rad * 1.5, sx + rad * 1.5, sy + rad * 1.5], fill=mix(sky_bottom, (255, 240, 200), 0.5))
    d.ellipse([sx - rad, sy - rad, sx + rad, sy + rad], fill=(255, 236, 180))
    # clouds: clusters of flat ellipses
    for _ in range(3):
        cx, cy = r.uniform(0, w), r.uniform(0.08, 0.35) * h
        for _ in range(5):
            ex, ey = cx + r.uniform(-0.08, 0.08) * w, cy + r.uniform(-0.015, 0.015) * h
            ew, eh = r.uniform(0.04, 0.08) * w, r.uniform(0.02, 0.035) * h
            d.ellipse([ex - ew, ey - eh, ex + ew, ey + eh], fill=(250, 248, 245))
    # birds: small chevrons drawn as thick lines
    for _ in range(5):
        bx, by, span = r.uniform(0.1, 0.9) * w, r.uniform(0.1, 0.3) * h, w * 0.012
        d.line([(bx - span, by - span * 0.5), (bx, by), (bx + span, by - span * 0.5)], fill=(40, 40, 55),
               width=max(2, int(w / 500)), joint="curve")
    # three mountain ridges, the nearer ones darker, the front one with pines
    far = (r.randrange(70, 140), r.randrange(90, 150), r.randrange(120, 180))
    near = (r.randrange(20, 60), r.randrange(60, 110), r.randrange(40, 80))
    front = None
    for layer in range(3):
        t = layer / 2
        col = mix(mix(far, sky_bottom, 0.35), near, t)
        pts = ridge(r, w, h * (0.5 + 0.14 * layer), h * (0.22 - 0.05 * layer))
        d.polygon([(0, h)] + pts + [(w, h)], fill=col)
        front = (pts, col)
    pts, col = front
    tree = shade(col, 0.7)
    for _ in range(22):
        i = r.randrange(len(pts))
        x, ground = pts[i][0], pts[i][1] + r.uniform(0.01, 0.2) * h
        pine(d, x, ground, r.uniform(0.05, 0.11) * h, tree)
    return img


def mars(r, w, h):
    img = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(img)
    horizon = int(h * r.uniform(0.5, 0.6))
    vertical_gradient(d, (0, 0, w, horizon), (214, 170, 140), (236, 200, 165))
    # distant mesas
    for _ in range(4):
        mx, mw, mh = r.uniform(0, w), r.uniform(0.1, 0.25) * w, r.uniform(0.04, 0.1) * h
        d.polygon([(mx - mw, horizon), (mx - mw * 0.7, horizon - mh), (mx + mw * 0.7, horizon - mh),
                   (mx + mw, horizon)], fill=(176, 110, 78))
    vertical_gradient(d, (0, horizon, w, h), (190, 104, 60), (150, 72, 38))
    # rocks, far (small, high) to near (large, low): body, lit top, shadow
    rocks = sorted(((r.uniform(0, w), r.uniform(horizon + 0.02 * h, h)) for _ in range(26)), key=lambda p: p[1])
    for x, y in rocks:
        depth = (y - horizon) / (h - horizon)
        rw = w * (0.01 + 0.06 * depth) * r.uniform(0.6, 1.3)
        rh = rw * r.uniform(0.4, 0.7)
        d.ellipse([x - rw, y - rh * 0.25, x + rw * 1.1, y + rh * 0.35], fill=(110, 48, 24))
        d.ellipse([x - rw, y - rh, x + rw, y + rh * 0.2], fill=(132, 62, 34))
        d.ellipse([x - rw * 0.6, y - rh * 0.9, x + rw * 0.3, y - rh * 0.3], fill=(168, 92, 56))
    # a habitat: a white dome with a dark door and an antenna
    hx, hy, hr = r.uniform(0.25, 0.75) * w, horizon + 0.12 * h, 0.11 * w
    d.pieslice([hx - hr, hy - hr, hx + hr, hy + hr], 180, 360, fill=(236, 232, 226))
    for k in range(1, 4):
        d.arc([hx - hr * k / 4, hy - hr, hx + hr * k / 4, hy + hr], 180, 360, fill=(190, 186, 180), width=max(2, w // 600))
    d.rectangle([hx - hr * 0.12, hy - hr * 0.35, hx + hr * 0.12, hy], fill=(50, 56, 70))
    d.line([(hx + hr * 0.5, hy - hr * 0.85), (hx + hr * 0.62, hy - hr * 1.35)], fill=(80, 80, 90), width=max(3, w // 400))
    d.ellipse([hx + hr * 0.58, hy - hr * 1.41, hx + hr * 0.68, hy - hr * 1.31], fill=(220, 60, 50))
    return img


def shapes(r, w, h):
    """Flat graphics: a solid background, overlapping discs, bars and triangles with outlines."""
    colors = [tuple(r.randrange(30, 250) for _ in range(3)) for _ in range(5)]
    img = Image.new("RGB", (w, h), colors[0])
    d = ImageDraw.Draw(img)
    outline = max(3, w // 400)
    for _ in range(16):
        x, y = r.uniform(0, w), r.uniform(0, h)
        s = r.uniform(0.08, 0.28) * w
        col = colors[r.randrange(1, 5)]
        kind = r.randrange(3)
        if kind == 0:
            d.ellipse([x - s, y - s, x + s, y + s], fill=col, outline=(255, 255, 255), width=outline)
        elif kind == 1:
            d.rounded_rectangle([x - s, y - s / 2, x + s, y + s / 2], radius=s / 5, fill=col,
                                outline=(255, 255, 255), width=outline)
        else:
            angle = r.uniform(0, 2 * math.pi)
            pts = [(x + s * math.cos(angle + k * 2 * math.pi / 3), y + s * math.sin(angle + k * 2 * math.pi / 3))
                   for k in range(3)]
            d.polygon(pts, fill=col, outline=(255, 255, 255), width=outline)
    return img


def avatar(seed):
    r = random.Random(seed)
    bg = tuple(r.randrange(120, 240) for _ in range(3))
    fg = tuple(r.randrange(30, 120) for _ in range(3))
    s = AVATAR * SUPERSAMPLE
    img = Image.new("RGB", (s, s), bg)
    d = ImageDraw.Draw(img)
    d.ellipse([s * 0.3, s * 0.16, s * 0.7, s * 0.56], fill=fg)
    d.ellipse([s * 0.12, s * 0.62, s * 0.88, s * 1.3], fill=fg)
    return img.reduce(SUPERSAMPLE)


def photo(seed, kind, w, h):
    """Draws at SUPERSAMPLE times the size and box-reduces, for clean antialiased edges."""
    draw = {"landscape": landscape, "mars": mars, "shapes": shapes}[kind]
    return draw(random.Random(seed), w * SUPERSAMPLE, h * SUPERSAMPLE).reduce(SUPERSAMPLE)


def main():
    for i in range(6):
        avatar(100 + i).save(os.path.join(HERE, f"avatar-{i}.jpg"), "JPEG", quality=85, subsampling="4:2:0",
                             optimize=True)
    kinds = ["landscape", "shapes", "landscape", "mars", "shapes", "landscape", "mars", "shapes"]
    for i, kind in enumerate(kinds):
        height = PHOTO * 3 // 4 if i == 6 else PHOTO  # photo-6 is only a 4:3 card
        img = photo(200 + i, kind, PHOTO, height)
        if i % 3 == 1:  # the flat "shapes" graphics
            img.save(os.path.join(HERE, f"photo-{i}.png"), "PNG", optimize=True)
        elif i % 3 == 2:
            img.save(os.path.join(HERE, f"photo-{i}.webp"), "WEBP", quality=82, method=6)
        else:
            img.save(os.path.join(HERE, f"photo-{i}.jpg"), "JPEG", quality=82, subsampling="4:2:0", optimize=True)


if __name__ == "__main__":
    main()
