static int io = 0x3f0;
int irq = 10;

int f(void)
{
	int x = 1;
	return x;
}
