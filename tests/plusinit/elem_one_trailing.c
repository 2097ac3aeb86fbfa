struct foo { int a; int b; };
static struct foo tab[] = {
	{ .a = 1, .b = 2 },
	{ .a = 3, .b = 4 },
};
int arr[4] = { 1, 2, 3, 4 };
int g(void)
{
	int buf[16] = { 0 };
	char name[8], *p = name;
	unsigned char x, y;
	return buf[0] + x + y + *p;
}
