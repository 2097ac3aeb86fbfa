void sd(int m, int k)
{
	lock(m);
	switch (k) {
	case 1:
		one();
		break;
	default:
		other();
	}
	unlock(m);
}
