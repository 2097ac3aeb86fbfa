// the last item replaced, not removed: the trailing comma stays after the added item (spatch 1.1.1 drops it and leaves blanks at the line's end; the comma is kept here on purpose)
@@
@@
enum mix { ...,
- M3
+ M4
 };
@@
@@
enum shade { ...,
- LIGHT
+ BRIGHT
 };
