/* A user macro file: hides, expands and hints. */
#define MY_ATTR(x)
#define _MY_INLINE_ static inline
#define wrap(a, b) ((a) + (b))
#define CHECK(x) MACROSTATEMENT
#define walk(x) YACFE_ITERATOR
#define MYSTR YACFE_STRING
#define VARARGS(fmt, ...) printk(fmt, __VA_ARGS__)
