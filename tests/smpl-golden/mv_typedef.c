typedef unsigned int u32;

void regs(void)
{
	u32 r0;
	int r1;
	u32 r2 = 0;
}
