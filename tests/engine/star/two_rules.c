int f(int ex_ee_block, int start, int end)
{
	int a, b;
	a = ex_ee_block > start ? ex_ee_block : start;
	b = ex_ee_block < end ? ex_ee_block : end;
	return b;
}
