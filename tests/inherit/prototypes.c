int dev_open(int fd);
static int dev_close(int handle);
int other(int a);
void helper(char *s);
setup (int x);

int dev_open(int fd)
{
	return fd;
}

static int dev_close(int fd)
{
	return 0;
}

int other(int a)
{
	return a;
}

void helper(char *s)
{
}

setup (int x)
{
	return x;
}
