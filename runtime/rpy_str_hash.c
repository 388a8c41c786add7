/* rpy_str_hash.c: hash(str) as CPython 3.11 computes it with PYTHONHASHSEED=0.
 *
 * CPython hashes a str with SipHash-1-3 (Py_HASH_ALGORITHM's default in 3.11, no small
 * string cutoff) over the code points in its internal representation: one byte each
 * when every code point is below 256, two (little-endian) when below 65536, else four.
 * With PYTHONHASHSEED=0 the key is all zeros, so hashes are fixed; a set of strs
 * iterates in the order of its hash table, so matching those hashes is what makes a
 * printed set of strs the bytes CPython prints under PYTHONHASHSEED=0 (with any other
 * seed CPython's own order changes from run to run). hash('') is 0, as CPython's. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rpy_internal.h"

#define RPY_ROTL64(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))

typedef struct {
  uint64_t v0, v1, v2, v3;
  uint64_t pending; /* bytes not yet forming a word, little-endian */
  int npending;
  uint64_t total;
} rpy_sip13;

static void rpy_sip_round(rpy_sip13 *s) {
  s->v0 += s->v1;
  s->v2 += s->v3;
  s->v1 = RPY_ROTL64(s->v1, 13) ^ s->v0;
  s->v3 = RPY_ROTL64(s->v3, 16) ^ s->v2;
  s->v0 = RPY_ROTL64(s->v0, 32);
  s->v2 += s->v1;
  s->v0 += s->v3;
  s->v1 = RPY_ROTL64(s->v1, 17) ^ s->v2;
  s->v3 = RPY_ROTL64(s->v3, 21) ^ s->v0;
  s->v2 = RPY_ROTL64(s->v2, 32);
}

static void rpy_sip_init(rpy_sip13 *s) {
  /* The key (k0, k1) is zero: the constants alone. */
  s->v0 = 0x736f6d6570736575ULL;
  s->v1 = 0x646f72616e646f6dULL;
  s->v2 = 0x6c7967656e657261ULL;
  s->v3 = 0x7465646279746573ULL;
  s->pending = 0;
  s->npending = 0;
  s->total = 0;
}

/* One compression round per 8 bytes (the "1" of SipHash-1-3). */
static void rpy_sip_byte(rpy_sip13 *s, unsigned int byte) {
  s->pending |= (uint64_t)(byte & 0xff) << (8 * s->npending);
  s->total++;
  if (++s->npending == 8) {
    s->v3 ^= s->pending;
    rpy_sip_round(s);
    s->v0 ^= s->pending;
    s->pending = 0;
    s->npending = 0;
  }
}

/* The length byte, then three finalisation rounds (the "3"). */
static uint64_t rpy_sip_finish(rpy_sip13 *s) {
  uint64_t b = (s->total << 56) | s->pending;
  s->v3 ^= b;
  rpy_sip_round(s);
  s->v0 ^= b;
  s->v2 ^= 0xff;
  rpy_sip_round(s);
  rpy_sip_round(s);
  rpy_sip_round(s);
  return (s->v0 ^ s->v1) ^ (s->v2 ^ s->v3);
}

/* One SipHash round on four local words: the hot path of hashing a str key (k-nucleotide
 * hashes millions of fresh slices) keeps the state in registers. */
#define RPY_SIP_ROUND(v0, v1, v2, v3) \
  do {                                \
    v0 += v1;                         \
    v2 += v3;                         \
    v1 = RPY_ROTL64(v1, 13) ^ v0;     \
    v3 = RPY_ROTL64(v3, 16) ^ v2;     \
    v0 = RPY_ROTL64(v0, 32);          \
    v2 += v1;                         \
    v0 += v3;                         \
    v1 = RPY_ROTL64(v1, 17) ^ v2;     \
    v3 = RPY_ROTL64(v3, 21) ^ v0;     \
    v2 = RPY_ROTL64(v2, 32);          \
  } while (0)

/* The eight bytes at p as a little-endian word (one load on a little-endian machine). */
static inline uint64_t rpy_load_le64(const unsigned char *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  uint64_t m;
  memcpy(&m, p, 8);
  return m;
#else
  return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
         (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
#endif
}

/* SipHash-1-3 of bytes that are the code points themselves (ASCII), eight at a time, the
 * last 0..7 bytes in the final word with the length in its top byte. */
static uint64_t rpy_sip13_ascii(const unsigned char *p, long n) {
  uint64_t v0 = 0x736f6d6570736575ULL, v1 = 0x646f72616e646f6dULL;
  uint64_t v2 = 0x6c7967656e657261ULL, v3 = 0x7465646279746573ULL;
  uint64_t b = (uint64_t)n << 56;
  long i;
  for (i = 0; i + 8 <= n; i += 8) {
    uint64_t m = rpy_load_le64(p + i);
    v3 ^= m;
    RPY_SIP_ROUND(v0, v1, v2, v3);
    v0 ^= m;
  }
  if (i < n && n >= 8) {
    /* the last n - i bytes are the top of the (overlapping) last eight */
    b |= rpy_load_le64(p + n - 8) >> (8 * (8 - (n - i)));
  } else {
    /* a short str (a k-mer): no loop */
    switch (n - i) {
      case 7: b |= (uint64_t)p[i + 6] << 48; /* fall through */
      case 6: b |= (uint64_t)p[i + 5] << 40; /* fall through */
      case 5: b |= (uint64_t)p[i + 4] << 32; /* fall through */
      case 4: b |= (uint64_t)p[i + 3] << 24; /* fall through */
      case 3: b |= (uint64_t)p[i + 2] << 16; /* fall through */
      case 2: b |= (uint64_t)p[i + 1] << 8;  /* fall through */
      case 1: b |= (uint64_t)p[i];
    }
  }
  v3 ^= b;
  RPY_SIP_ROUND(v0, v1, v2, v3);
  v0 ^= b;
  v2 ^= 0xff;
  RPY_SIP_ROUND(v0, v1, v2, v3);
  RPY_SIP_ROUND(v0, v1, v2, v3);
  RPY_SIP_ROUND(v0, v1, v2, v3);
  return (v0 ^ v1) ^ (v2 ^ v3);
}

long rpy_str_hash(rpy_string *s) {
  rpy_sip13 sip;
  long i, width = 1;
  uint64_t h;
  unsigned char any = 0;
  int len;
  if (s->hash != 0 || s->length == 0) return s->hash;
  /* a known count of code points equal to the length: ASCII, no need to look */
  if (s->codepoints != s->length)
    for (i = 0; i < s->length; i++) any |= (unsigned char)s->chars[i];
  if (any < 0x80) {
    h = rpy_sip13_ascii((const unsigned char *)s->chars, s->length);
  } else {
    /* The widest code point decides CPython's representation. */
    for (i = 0; i < s->length && width < 4; i += len) {
      long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
      if (cp >= 0x10000)
        width = 4;
      else if (cp >= 0x100)
        width = 2;
    }
    rpy_sip_init(&sip);
    for (i = 0; i < s->length; i += len) {
      long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
      long k;
      for (k = 0; k < width; k++) rpy_sip_byte(&sip, (unsigned int)(cp >> (8 * k)));
    }
    h = rpy_sip_finish(&sip);
  }
  if (h == (uint64_t)-1) h = (uint64_t)-2;
  s->hash = (long)h;
  return s->hash;
}

/* rpy_str_hash of the ASCII str whose bytes are p[0 .. n), without making it: a dict
 * looks a slice up in place with it (rpy_dict_slice.h). */
long rpy_str_hash_ascii(const char *p, long n) {
  uint64_t h;
  if (n == 0) return 0;
  h = rpy_sip13_ascii((const unsigned char *)p, n);
  if (h == (uint64_t)-1) h = (uint64_t)-2;
  return (long)h;
}

/* hash(b): CPython's _Py_HashBytes, SipHash-1-3 of the bytes themselves (a str's hash
 * is over its code points, which differ once a byte is not ASCII).  Not cached: the
 * cache field is rpy_str_hash's, which dicts keyed by bytes use. */
long rpy_bytes_hash(rpy_string *b) {
  uint64_t h;
  if (b->length == 0) return 0;
  h = rpy_sip13_ascii((const unsigned char *)b->chars, b->length);
  if (h == (uint64_t)-1) h = (uint64_t)-2;
  return (long)h;
}
