/* Added #define heads: parameters tight, a blank before the body (none
 * between the name and the `(` of its parameters). */
#define a(x) 33
#define c 1
#define f(x) x
