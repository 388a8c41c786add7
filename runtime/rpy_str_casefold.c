/* rpy_str_casefold.c: str.casefold(), Unicode's full case folding.
 *
 * Folding is lower() except for the code points below (Unicode's CaseFolding.txt, the
 * entries whose folding is not the lower case: ß to "ss", final sigma to sigma, the Greek
 * symbol variants, the ligatures, the Greek letters with iota subscript...) and the
 * Cherokee small letters, which fold to the capitals.  Elsewhere the runtime's lower()
 * applies, with its coverage (rpy_unicode.c), but without the final-sigma rule. */
#include "rpy_internal.h"

typedef struct folding {
    long cp;
    const char *utf8; /* the folded text */
} folding;

/* Sorted by code point, for a binary search. */
static const folding foldings[] = {
    {0x00B5, "\xce\xbc"},
    {0x00DF, "\x73\x73"},
    {0x0149, "\xca\xbc\x6e"},
    {0x017F, "\x73"},
    {0x01F0, "\x6a\xcc\x8c"},
    {0x0345, "\xce\xb9"},
    {0x0390, "\xce\xb9\xcc\x88\xcc\x81"},
    {0x03B0, "\xcf\x85\xcc\x88\xcc\x81"},
    {0x03C2, "\xcf\x83"},
    {0x03D0, "\xce\xb2"},
    {0x03D1, "\xce\xb8"},
    {0x03D5, "\xcf\x86"},
    {0x03D6, "\xcf\x80"},
    {0x03F0, "\xce\xba"},
    {0x03F1, "\xcf\x81"},
    {0x03F5, "\xce\xb5"},
    {0x0587, "\xd5\xa5\xd6\x82"},
    {0x13A0, "\xe1\x8e\xa0"},
    {0x13A1, "\xe1\x8e\xa1"},
    {0x13A2, "\xe1\x8e\xa2"},
    {0x13A3, "\xe1\x8e\xa3"},
    {0x13A4, "\xe1\x8e\xa4"},
    {0x13A5, "\xe1\x8e\xa5"},
    {0x13A6, "\xe1\x8e\xa6"},
    {0x13A7, "\xe1\x8e\xa7"},
    {0x13A8, "\xe1\x8e\xa8"},
    {0x13A9, "\xe1\x8e\xa9"},
    {0x13AA, "\xe1\x8e\xaa"},
    {0x13AB, "\xe1\x8e\xab"},
    {0x13AC, "\xe1\x8e\xac"},
    {0x13AD, "\xe1\x8e\xad"},
    {0x13AE, "\xe1\x8e\xae"},
    {0x13AF, "\xe1\x8e\xaf"},
    {0x13B0, "\xe1\x8e\xb0"},
    {0x13B1, "\xe1\x8e\xb1"},
    {0x13B2, "\xe1\x8e\xb2"},
    {0x13B3, "\xe1\x8e\xb3"},
    {0x13B4, "\xe1\x8e\xb4"},
    {0x13B5, "\xe1\x8e\xb5"},
    {0x13B6, "\xe1\x8e\xb6"},
    {0x13B7, "\xe1\x8e\xb7"},
    {0x13B8, "\xe1\x8e\xb8"},
    {0x13B9, "\xe1\x8e\xb9"},
    {0x13BA, "\xe1\x8e\xba"},
    {0x13BB, "\xe1\x8e\xbb"},
    {0x13BC, "\xe1\x8e\xbc"},
    {0x13BD, "\xe1\x8e\xbd"},
    {0x13BE, "\xe1\x8e\xbe"},
    {0x13BF, "\xe1\x8e\xbf"},
    {0x13C0, "\xe1\x8f\x80"},
    {0x13C1, "\xe1\x8f\x81"},
    {0x13C2, "\xe1\x8f\x82"},
    {0x13C3, "\xe1\x8f\x83"},
    {0x13C4, "\xe1\x8f\x84"},
    {0x13C5, "\xe1\x8f\x85"},
    {0x13C6, "\xe1\x8f\x86"},
    {0x13C7, "\xe1\x8f\x87"},
    {0x13C8, "\xe1\x8f\x88"},
    {0x13C9, "\xe1\x8f\x89"},
    {0x13CA, "\xe1\x8f\x8a"},
    {0x13CB, "\xe1\x8f\x8b"},
    {0x13CC, "\xe1\x8f\x8c"},
    {0x13CD, "\xe1\x8f\x8d"},
    {0x13CE, "\xe1\x8f\x8e"},
    {0x13CF, "\xe1\x8f\x8f"},
    {0x13D0, "\xe1\x8f\x90"},
    {0x13D1, "\xe1\x8f\x91"},
    {0x13D2, "\xe1\x8f\x92"},
    {0x13D3, "\xe1\x8f\x93"},
    {0x13D4, "\xe1\x8f\x94"},
    {0x13D5, "\xe1\x8f\x95"},
    {0x13D6, "\xe1\x8f\x96"},
    {0x13D7, "\xe1\x8f\x97"},
    {0x13D8, "\xe1\x8f\x98"},
    {0x13D9, "\xe1\x8f\x99"},
    {0x13DA, "\xe1\x8f\x9a"},
    {0x13DB, "\xe1\x8f\x9b"},
    {0x13DC, "\xe1\x8f\x9c"},
    {0x13DD, "\xe1\x8f\x9d"},
    {0x13DE, "\xe1\x8f\x9e"},
    {0x13DF, "\xe1\x8f\x9f"},
    {0x13E0, "\xe1\x8f\xa0"},
    {0x13E1, "\xe1\x8f\xa1"},
    {0x13E2, "\xe1\x8f\xa2"},
    {0x13E3, "\xe1\x8f\xa3"},
    {0x13E4, "\xe1\x8f\xa4"},
    {0x13E5, "\xe1\x8f\xa5"},
    {0x13E6, "\xe1\x8f\xa6"},
    {0x13E7, "\xe1\x8f\xa7"},
    {0x13E8, "\xe1\x8f\xa8"},
    {0x13E9, "\xe1\x8f\xa9"},
    {0x13EA, "\xe1\x8f\xaa"},
    {0x13EB, "\xe1\x8f\xab"},
    {0x13EC, "\xe1\x8f\xac"},
    {0x13ED, "\xe1\x8f\xad"},
    {0x13EE, "\xe1\x8f\xae"},
    {0x13EF, "\xe1\x8f\xaf"},
    {0x13F0, "\xe1\x8f\xb0"},
    {0x13F1, "\xe1\x8f\xb1"},
    {0x13F2, "\xe1\x8f\xb2"},
    {0x13F3, "\xe1\x8f\xb3"},
    {0x13F4, "\xe1\x8f\xb4"},
    {0x13F5, "\xe1\x8f\xb5"},
    {0x1C80, "\xd0\xb2"},
    {0x1C81, "\xd0\xb4"},
    {0x1C82, "\xd0\xbe"},
    {0x1C83, "\xd1\x81"},
    {0x1C84, "\xd1\x82"},
    {0x1C85, "\xd1\x82"},
    {0x1C86, "\xd1\x8a"},
    {0x1C87, "\xd1\xa3"},
    {0x1C88, "\xea\x99\x8b"},
    {0x1E96, "\x68\xcc\xb1"},
    {0x1E97, "\x74\xcc\x88"},
    {0x1E98, "\x77\xcc\x8a"},
    {0x1E99, "\x79\xcc\x8a"},
    {0x1E9A, "\x61\xca\xbe"},
    {0x1E9B, "\xe1\xb9\xa1"},
    {0x1E9E, "\x73\x73"},
    {0x1F50, "\xcf\x85\xcc\x93"},
    {0x1F52, "\xcf\x85\xcc\x93\xcc\x80"},
    {0x1F54, "\xcf\x85\xcc\x93\xcc\x81"},
    {0x1F56, "\xcf\x85\xcc\x93\xcd\x82"},
    {0x1F80, "\xe1\xbc\x80\xce\xb9"},
    {0x1F81, "\xe1\xbc\x81\xce\xb9"},
    {0x1F82, "\xe1\xbc\x82\xce\xb9"},
    {0x1F83, "\xe1\xbc\x83\xce\xb9"},
    {0x1F84, "\xe1\xbc\x84\xce\xb9"},
    {0x1F85, "\xe1\xbc\x85\xce\xb9"},
    {0x1F86, "\xe1\xbc\x86\xce\xb9"},
    {0x1F87, "\xe1\xbc\x87\xce\xb9"},
    {0x1F88, "\xe1\xbc\x80\xce\xb9"},
    {0x1F89, "\xe1\xbc\x81\xce\xb9"},
    {0x1F8A, "\xe1\xbc\x82\xce\xb9"},
    {0x1F8B, "\xe1\xbc\x83\xce\xb9"},
    {0x1F8C, "\xe1\xbc\x84\xce\xb9"},
    {0x1F8D, "\xe1\xbc\x85\xce\xb9"},
    {0x1F8E, "\xe1\xbc\x86\xce\xb9"},
    {0x1F8F, "\xe1\xbc\x87\xce\xb9"},
    {0x1F90, "\xe1\xbc\xa0\xce\xb9"},
    {0x1F91, "\xe1\xbc\xa1\xce\xb9"},
    {0x1F92, "\xe1\xbc\xa2\xce\xb9"},
    {0x1F93, "\xe1\xbc\xa3\xce\xb9"},
    {0x1F94, "\xe1\xbc\xa4\xce\xb9"},
    {0x1F95, "\xe1\xbc\xa5\xce\xb9"},
    {0x1F96, "\xe1\xbc\xa6\xce\xb9"},
    {0x1F97, "\xe1\xbc\xa7\xce\xb9"},
    {0x1F98, "\xe1\xbc\xa0\xce\xb9"},
    {0x1F99, "\xe1\xbc\xa1\xce\xb9"},
    {0x1F9A, "\xe1\xbc\xa2\xce\xb9"},
    {0x1F9B, "\xe1\xbc\xa3\xce\xb9"},
    {0x1F9C, "\xe1\xbc\xa4\xce\xb9"},
    {0x1F9D, "\xe1\xbc\xa5\xce\xb9"},
    {0x1F9E, "\xe1\xbc\xa6\xce\xb9"},
    {0x1F9F, "\xe1\xbc\xa7\xce\xb9"},
    {0x1FA0, "\xe1\xbd\xa0\xce\xb9"},
    {0x1FA1, "\xe1\xbd\xa1\xce\xb9"},
    {0x1FA2, "\xe1\xbd\xa2\xce\xb9"},
    {0x1FA3, "\xe1\xbd\xa3\xce\xb9"},
    {0x1FA4, "\xe1\xbd\xa4\xce\xb9"},
    {0x1FA5, "\xe1\xbd\xa5\xce\xb9"},
    {0x1FA6, "\xe1\xbd\xa6\xce\xb9"},
    {0x1FA7, "\xe1\xbd\xa7\xce\xb9"},
    {0x1FA8, "\xe1\xbd\xa0\xce\xb9"},
    {0x1FA9, "\xe1\xbd\xa1\xce\xb9"},
    {0x1FAA, "\xe1\xbd\xa2\xce\xb9"},
    {0x1FAB, "\xe1\xbd\xa3\xce\xb9"},
    {0x1FAC, "\xe1\xbd\xa4\xce\xb9"},
    {0x1FAD, "\xe1\xbd\xa5\xce\xb9"},
    {0x1FAE, "\xe1\xbd\xa6\xce\xb9"},
    {0x1FAF, "\xe1\xbd\xa7\xce\xb9"},
    {0x1FB2, "\xe1\xbd\xb0\xce\xb9"},
    {0x1FB3, "\xce\xb1\xce\xb9"},
    {0x1FB4, "\xce\xac\xce\xb9"},
    {0x1FB6, "\xce\xb1\xcd\x82"},
    {0x1FB7, "\xce\xb1\xcd\x82\xce\xb9"},
    {0x1FBC, "\xce\xb1\xce\xb9"},
    {0x1FBE, "\xce\xb9"},
    {0x1FC2, "\xe1\xbd\xb4\xce\xb9"},
    {0x1FC3, "\xce\xb7\xce\xb9"},
    {0x1FC4, "\xce\xae\xce\xb9"},
    {0x1FC6, "\xce\xb7\xcd\x82"},
    {0x1FC7, "\xce\xb7\xcd\x82\xce\xb9"},
    {0x1FCC, "\xce\xb7\xce\xb9"},
    {0x1FD2, "\xce\xb9\xcc\x88\xcc\x80"},
    {0x1FD3, "\xce\xb9\xcc\x88\xcc\x81"},
    {0x1FD6, "\xce\xb9\xcd\x82"},
    {0x1FD7, "\xce\xb9\xcc\x88\xcd\x82"},
    {0x1FE2, "\xcf\x85\xcc\x88\xcc\x80"},
    {0x1FE3, "\xcf\x85\xcc\x88\xcc\x81"},
    {0x1FE4, "\xcf\x81\xcc\x93"},
    {0x1FE6, "\xcf\x85\xcd\x82"},
    {0x1FE7, "\xcf\x85\xcc\x88\xcd\x82"},
    {0x1FF2, "\xe1\xbd\xbc\xce\xb9"},
    {0x1FF3, "\xcf\x89\xce\xb9"},
    {0x1FF4, "\xcf\x8e\xce\xb9"},
    {0x1FF6, "\xcf\x89\xcd\x82"},
    {0x1FF7, "\xcf\x89\xcd\x82\xce\xb9"},
    {0x1FFC, "\xcf\x89\xce\xb9"},
    {0xFB00, "\x66\x66"},
    {0xFB01, "\x66\x69"},
    {0xFB02, "\x66\x6c"},
    {0xFB03, "\x66\x66\x69"},
    {0xFB04, "\x66\x66\x6c"},
    {0xFB05, "\x73\x74"},
    {0xFB06, "\x73\x74"},
    {0xFB13, "\xd5\xb4\xd5\xb6"},
    {0xFB14, "\xd5\xb4\xd5\xa5"},
    {0xFB15, "\xd5\xb4\xd5\xab"},
    {0xFB16, "\xd5\xbe\xd5\xb6"},
    {0xFB17, "\xd5\xb4\xd5\xad"},
};

static const char *special_folding(long cp) {
    long lo = 0, hi = (long)(sizeof foldings / sizeof foldings[0]) - 1;
    while (lo <= hi) {
        long mid = (lo + hi) / 2;
        if (foldings[mid].cp == cp) return foldings[mid].utf8;
        if (foldings[mid].cp < cp) lo = mid + 1;
        else hi = mid - 1;
    }
    return NULL;
}

static long fold_simple(long cp) {
    if (cp >= 0xAB70 && cp <= 0xABBF) return cp - 0xAB70 + 0x13A0; /* Cherokee small */
    if (cp >= 0x13F8 && cp <= 0x13FD) return cp - 8;
    return rpy_uni_tolower(cp);
}

rpy_string *rpy_str_casefold(rpy_string *s) {
    rpy_sb sb;
    long i;
    int len;
    rpy_sb_init(&sb, s->length);
    for (i = 0; i < s->length; i += len) {
        long cp = rpy_utf8_decode(s->chars + i, s->length - i, &len);
        const char *text = cp < 0x80 ? NULL : special_folding(cp);
        char buf[4];
        if (cp == 0x0130) { /* capital I with dot: i + combining dot, as lower() */
            rpy_sb_append_cstr(&sb, "i\xcc\x87");
        } else if (text != NULL) {
            rpy_sb_append_cstr(&sb, text);
        } else {
            long folded = cp < 0x80 ? (cp >= 'A' && cp <= 'Z' ? cp + 32 : cp) : fold_simple(cp);
            rpy_sb_append(&sb, buf, rpy_utf8_encode(folded, buf));
        }
    }
    return rpy_sb_finish(&sb);
}
