"""Render a small scene into a PPM (P6) image held in a bytearray, then checksum and dump it."""
import math


class Image:
    def __init__(self, width, height, background=(0, 0, 0)):
        self.width = width
        self.height = height
        self.pixels = bytearray(bytes(background) * (width * height))

    def set(self, x, y, color):
        if 0 <= x < self.width and 0 <= y < self.height:
            i = (y * self.width + x) * 3
            self.pixels[i:i + 3] = bytes(color)

    def get(self, x, y):
        i = (y * self.width + x) * 3
        return tuple(self.pixels[i:i + 3])

    def line(self, x0, y0, x1, y1, color):
        dx, dy = abs(x1 - x0), -abs(y1 - y0)
        sx = 1 if x0 < x1 else -1
        sy = 1 if y0 < y1 else -1
        err = dx + dy
        while True:
            self.set(x0, y0, color)
            if x0 == x1 and y0 == y1:
                break
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x0 += sx
            if e2 <= dx:
                err += dx
                y0 += sy

    def circle(self, cx, cy, r, color, fill=False):
        for y in range(cy - r, cy + r + 1):
            for x in range(cx - r, cx + r + 1):
                d = math.hypot(x - cx, y - cy)
                if (fill and d <= r) or (not fill and abs(d - r) < 0.5):
                    self.set(x, y, color)

    def gradient(self):
        for y in range(self.height):
            for x in range(self.width):
                t = y / (self.height - 1)
                c = (int(40 + 80 * t), int(60 + 100 * t), int(200 - 60 * t))
                self.set(x, y, c)

    def to_ppm(self):
        header = f"P6\n{self.width} {self.height}\n255\n".encode("ascii")
        return header + bytes(self.pixels)


def crc32(data):
    crc = 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def to_ascii(img, step=2):
    ramp = " .:-=+*#%@"
    rows = []
    for y in range(0, img.height, step):
        row = []
        for x in range(0, img.width, 1):
            r, g, b = img.get(x, y)
            lum = (0.299 * r + 0.587 * g + 0.114 * b) / 255
            row.append(ramp[min(int(lum * len(ramp)), len(ramp) - 1)])
        rows.append("".join(row).rstrip())
    return "\n".join(rows)


def entry_point(argv):
    img = Image(48, 24)
    img.gradient()
    img.circle(14, 12, 8, (255, 220, 0), fill=True)
    img.circle(34, 10, 6, (255, 255, 255))
    img.line(0, 23, 47, 0, (255, 0, 0))
    img.line(2, 2, 10, 20, (0, 0, 0))
    data = img.to_ppm()
    print(data[:15])
    print(len(data), f"{crc32(data):08x}", hex(sum(data) & 0xFFFF))
    print(img.get(14, 12), img.get(0, 23), img.get(47, 0), img.get(5, 5))
    print(to_ascii(img))
    hist = {}
    for i in range(0, len(img.pixels), 3):
        key = bytes(img.pixels[i:i + 3])
        hist[key] = hist.get(key, 0) + 1
    top = sorted(hist.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    for color, n in top:
        print(color.hex(), n, list(color))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(entry_point(sys.argv))
