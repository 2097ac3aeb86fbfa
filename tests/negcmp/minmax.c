int f(int length, int a, int b)
{
	x = (length <= D) ? length : D;
	x = (length < D) ? length : D;
	x = (D > length) ? D : length;
	x = (a >= b) ? b : a;
	x = (a > b) ? b : a;
	x = (a == b) ? b : a;
	x = !(a < b) ? b : a;
	return x;
}
