// Removing a declaration at the head of a file takes the comments
// before it, the first one too (unlike a directive, head_comment_include).
@@
@@
- int x;
