void cr(int x)
{
	old_open(x);
	old_close(x, 1);
	bold_move(x);
}
