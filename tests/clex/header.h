#ifndef HEADER_H
#define HEADER_H
struct s { int a : 3; };
extern int f(void) __attribute__((noreturn));
#endif /* HEADER_H */
