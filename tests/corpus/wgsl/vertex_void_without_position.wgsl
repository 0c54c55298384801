struct main_Out {
    @builtin(position) osh_position: vec4<f32>,
}

fn main_1() {
    return;
}

@vertex
fn main() -> main_Out {
    main_1();
    return main_Out(vec4<f32>(0.0));
}
