/* A #define body with a nest, and + lines continued with backslashes. */
#define TXSSZ(val)     (val<<4)
#define TWO(a, b)      (a + (b * 2))
#define ONE            1
