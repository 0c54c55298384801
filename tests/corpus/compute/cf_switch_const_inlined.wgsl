@group(0) @binding(0) var<storage, read_write> O: array<u32>;
@group(0) @binding(1) var<storage, read> In: array<u32>;

fn main_1() {
    var _e963: u32;
    var _phi: u32;
    var _e980: u32;
    var _phi_1: u32;
    var _phi_2: u32;
    var _e1286: u32;
    var _phi_3: u32;
    var _e1284: u32;
    var _e1045: u32;
    var _phi_4: u32;
    var _e1290: u32;
    var _phi_5: u32;
    var _e1288: u32;
    var _e1077: u32;
    var _phi_6: u32;
    var _e1294: u32;
    var _phi_7: u32;
    var _e1292: u32;
    var _e1102: u32;
    var _phi_8: u32;
    var _e1298: u32;
    var _phi_9: u32;
    var _e1296: u32;
    var _e1123: u32;
    var _phi_10: u32;
    var _e1131: u32;
    var _phi_11: u32;
    var _e1304: u32;
    var _phi_12: u32;
    var _e1302: u32;
    var _e1159: u32;
    var _e1168: u32;
    var _phi_13: u32;
    var _e1307: u32;
    var _phi_14: u32;
    var _phi_15: bool;
    var _phi_16: u32;
    var _e1200: u32;
    var _phi_17: u32;
    var _phi_18: u32;
    var _phi_19: bool;
    var _phi_20: u32;
    var _e1232: u32;
    var _phi_21: u32;
    var _e1317: u32;
    var _phi_22: u32;
    var _phi_23: bool;
    var _phi_24: u32;
    O[0u] = 1u;
    O[1u] = 2u;
    O[2u] = 0u;
    O[3u] = 11u;
    O[4u] = 1100u;
    O[5u] = 1000u;
    O[6u] = 5u;
    O[7u] = 30u;
    O[8u] = 20u;
    O[9u] = 10u;
    _e963 = In[0u];
    switch 1u {
        default {
            if (_e963 > 3u) {
                _phi = 0u;
                break;
            }
            _phi = 7u;
        }
    }
    let _e1275 = _phi;
    O[10u] = _e1275;
    _e980 = In[1u];
    switch 1u {
        default {
            if (_e980 > 3u) {
                _phi_1 = 0u;
                break;
            }
            _phi_1 = 7u;
        }
    }
    let _e1277 = _phi_1;
    O[11u] = _e1277;
    O[12u] = 10u;
    O[13u] = 1u;
    _phi_2 = 0u;
    _phi_3 = 0u;
    loop {
        _e1286 = _phi_2;
        _e1284 = _phi_3;
        if !(_e1286 < 4u) {
            break;
        }
        _e1045 = (_e1284 + _e1286);
        continuing {
            _phi_2 = (_e1286 + 1u);
            _phi_3 = _e1045;
        }
    }
    O[14u] = _e1284;
    _phi_4 = 0u;
    _phi_5 = 0u;
    loop {
        _e1290 = _phi_4;
        _e1288 = _phi_5;
        if !(_e1290 < 4u) {
            break;
        }
        _e1077 = (_e1288 + 1000u);
        continuing {
            _phi_4 = (_e1290 + 1u);
            _phi_5 = _e1077;
        }
    }
    O[15u] = _e1288;
    _phi_6 = 0u;
    _phi_7 = 0u;
    loop {
        _e1294 = _phi_6;
        _e1292 = _phi_7;
        if !(_e1294 < 4u) {
            break;
        }
        _e1102 = ((_e1292 + 100u) + 1000u);
        continuing {
            _phi_6 = (_e1294 + 1u);
            _phi_7 = _e1102;
        }
    }
    O[16u] = _e1292;
    _phi_8 = 0u;
    _phi_9 = 0u;
    loop {
        _e1298 = _phi_8;
        _e1296 = _phi_9;
        if !(_e1298 < 5u) {
            _phi_10 = _e1296;
            break;
        }
        _e1123 = (_e1296 + 10u);
        if (_e1298 == 2u) {
            _phi_10 = _e1123;
            break;
        }
        _e1131 = (_e1123 + 100u);
        continuing {
            _phi_8 = (_e1298 + 1u);
            _phi_9 = _e1131;
        }
    }
    let _e1297 = _phi_10;
    O[17u] = _e1297;
    _phi_11 = 0u;
    _phi_12 = 0u;
    loop {
        _e1304 = _phi_11;
        _e1302 = _phi_12;
        if !(_e1304 < 5u) {
            break;
        }
        _e1159 = (_e1302 + 1u);
        continuing {
            _phi_11 = (_e1304 + 1u);
            _phi_12 = _e1159;
        }
    }
    O[18u] = _e1302;
    _e1168 = In[0u];
    loop {
        _phi_13 = 0u;
        loop {
            _e1307 = _phi_13;
            if !(_e1307 < _e1168) {
                _phi_14 = u32();
                _phi_15 = false;
                break;
            }
            if (_e1307 == 2u) {
                _phi_14 = (_e1307 + 50u);
                _phi_15 = true;
                break;
            }
            continuing {
                _phi_13 = (_e1307 + 1u);
            }
        }
        let _e1310 = _phi_14;
        let _e1308 = _phi_15;
        if _e1308 {
            _phi_16 = _e1310;
            break;
        }
        _phi_16 = 7u;
        break;
        continuing {
        }
    }
    let _e1311 = _phi_16;
    O[19u] = _e1311;
    _e1200 = In[0u];
    loop {
        _phi_17 = 0u;
        loop {
            let _e1312 = _phi_17;
            if !(_e1312 < _e1200) {
                _phi_18 = u32();
                _phi_19 = false;
                break;
            }
            _phi_18 = 99u;
            _phi_19 = true;
            break;
            continuing {
                _phi_17 = u32();
            }
        }
        let _e1315 = _phi_18;
        let _e1313 = _phi_19;
        if _e1313 {
            _phi_20 = _e1315;
            break;
        }
        _phi_20 = 7u;
        break;
        continuing {
        }
    }
    let _e1316 = _phi_20;
    O[20u] = _e1316;
    _e1232 = In[2u];
    loop {
        _phi_21 = 0u;
        loop {
            _e1317 = _phi_21;
            if !(_e1317 < _e1232) {
                _phi_22 = u32();
                _phi_23 = false;
                break;
            }
            if (_e1317 == 2u) {
                _phi_22 = (_e1317 + 50u);
                _phi_23 = true;
                break;
            }
            continuing {
                _phi_21 = (_e1317 + 1u);
            }
        }
        let _e1320 = _phi_22;
        let _e1318 = _phi_23;
        if _e1318 {
            _phi_24 = _e1320;
            break;
        }
        _phi_24 = 7u;
        break;
        continuing {
        }
    }
    let _e1321 = _phi_24;
    O[21u] = _e1321;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
