// the same with the items on lines of their own: the item's line goes whole
@@
@@
enum mix { ...,
- M3
 };
