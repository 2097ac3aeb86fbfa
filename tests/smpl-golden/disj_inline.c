void di(int v)
{
	reg_write(REG_A, v);
	reg_write(REG_B, v + 1);
	reg_write(REG_C, v);
}
