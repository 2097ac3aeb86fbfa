enum e1 { A, B, C };
enum e2 { D, E, C };
enum e3 { C, F, G };
enum e4 { C };
enum e5 {
	H,
	C,
};
enum e6 {
	I,
	C
};
int f1(int a, int c);
int f2(int c, int b);
int f3(int a, int c, int b);
int f4(int c);
int g(int x)
{
	h(x, c);
	h(c, x);
	h(x, c, x);
	h(c);
	return 0;
}
struct s s1 = { .a = 1, .c = 2 };
struct s s2 = { .c = 2, .a = 1 };
struct s s3 = { .c = 2 };
struct s s4 = {
	.a = 1,
	.c = 2,
};
struct s s5 = {
	.a = 1,
	.c = 2
};
