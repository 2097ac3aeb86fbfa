// Removing a directive at the head of a file: the comment that opens
// the file (its licence) stays, the comments after it go with the
// directive (head_comment_block: a comment of several lines;
// head_comment_decl: a declaration takes them all).
@@
@@
- #include <linux/moduleparam.h>
