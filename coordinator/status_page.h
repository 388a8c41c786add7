// The status page's files (coordinator/status_page/), compiled in by a genrule.
#pragma once

namespace rtfarm::coordinator {

extern const char kStatusPageHtml[];
extern const char kStatusPageCss[];
extern const char kStatusPageJs[];

}  // namespace rtfarm::coordinator
