enum color { RED, GREEN, BLUE };
enum shade { DARK, LIGHT, };
struct ops { int (*open)(void); int (*close)(void); int (*read)(void); };
static int my_open(void);
static int my_close(void) { return 0; }
static int my_open(void) { return 1; }
static const struct ops o = {
	.open = my_open,
	.close = my_close,
};
static const struct ops o2 = { .open = my_open, .close = my_close };
int f(int a, int b)
{
	g(a, b, 0);
	h(a,
	  b);
	return a;
}
