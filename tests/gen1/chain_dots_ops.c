void f(int u, int v)
{
	a = K;
	a = K & u & v;
	a = u & K;
	b = K;
	b = u + K + v;
	b = K + u - v;
	d = K;
	d = u * K;
	d = K * u / v;
	g = K;
	g = K ^ u;
	g = K ^ u ^ v;
	h = K;
	h = K - u;
	h = K - u - v;
	k = K;
	k = K << u;
}
