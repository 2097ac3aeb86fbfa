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
struct s s6 = { .a = 1, .c = 2, .d = 3 };
int s7[] = { 1, 7 };
int s8[] = { 7, 1 };
int s9[] = { 1, 7, 2 };
