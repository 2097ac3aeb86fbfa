#define MY_DECLARE(n, t) t n
