int f(int i)
{
	f((i));
	y = a[(i)];
	y = -(i);
	y = x+(i);
	y = x +(i);
	y = !(i);
	y = x*(i);
	y = (i)+x;
	y = (i) + x;
	y = (i)+ x;
	y = sizeof(i);
	y = f(x,(i));
	y = x?(i):2;
}
